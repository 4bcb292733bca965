import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SiteConfigContext, type SiteConfig } from '@/config/brand';
import { siteFixture } from './fixtures';

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

/**
 * Renders UI the way the app does (queries, the brand's configuration, a router at `route`); any other path
 * renders a marker so tests can see where a link or navigation led (router.state.location).
 */
export function renderWithApp(
  ui: ReactNode,
  { route = '/', site = siteFixture(), routes }: { route?: string; site?: SiteConfig; routes?: RouteObject[] } = {},
) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SiteConfigContext.Provider value={site}>
        <RouterProvider router={router} />
      </SiteConfigContext.Provider>
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, router, queryClient, location };
}
