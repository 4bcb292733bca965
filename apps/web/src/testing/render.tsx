import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { SiteConfigContext, type SiteConfig } from '@/config/brand';
import { siteFixture } from './fixtures';

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders UI the way the app does (queries, the brand's configuration, a router at `route`: `ui` at every path, or
 * the given routes); `location()` is where a link or navigation led.
 */
export function renderWithApp(
  ui: ReactNode,
  {
    route = '/',
    site = siteFixture(),
    routes,
    queryClient = testQueryClient(),
  }: { route?: string; site?: SiteConfig; routes?: RouteObject[]; queryClient?: QueryClient } = {},
) {
  let current = route;
  function LocationProbe() {
    const { pathname, search } = useLocation();
    current = `${pathname}${search}`;
    return null;
  }
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SiteConfigContext.Provider value={site}>
        <MemoryRouter initialEntries={[route]}>
          <LocationProbe />
          {routes ? <RouteTable routes={routes} /> : ui}
        </MemoryRouter>
      </SiteConfigContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, location: () => current };
}
