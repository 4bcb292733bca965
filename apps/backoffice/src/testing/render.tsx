import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { getMeQueryOptions, type Me } from '@/lib/shared-api/get-me';

/** The signed-in operator of a test: no brand, so amounts are written with two decimals and no symbol. */
export const testOperator: Me = { id: 1, username: 'tester', role: 'owner', permissions: [], brandIds: null, brands: [] };

/**
 * Renders with a fresh query client and a router at `path`. The client already holds the signed-in operator (`me`), as
 * the app shell's does: a screen reading its brands' currencies sends no call a test's fetch stub would have to answer.
 */
export function renderWithApp(ui: ReactNode, path = '/', me: Me = testOperator) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(getMeQueryOptions().queryKey, me);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
