import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { lazyRoute, type RouteModule } from './lazy-route';
import { RouteErrorBoundary } from './route-error';
import { RootLayout, type LayoutKind } from './routes/root';
import { ScreenSkeleton } from './screen-skeleton';
import { SCREEN_TABLE } from './screen-table';

interface Screen {
  path: string;
  layout: LayoutKind;
  Component: LazyExoticComponent<ComponentType>;
  /** the screen's module, loaded once (the boot asks for the first screen's before React renders) */
  load: () => Promise<RouteModule>;
}

/** Every screen module's loader (a lazy chunk each; see vite.config.ts for the spec's chunk names). */
const screenModules = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/root.tsx', '!./routes/*.test.tsx']);

/** A screen under one or more paths (its aliases share one lazy component: moving between them keeps the screen). */
function screen({ module, paths, layout = 'full' }: (typeof SCREEN_TABLE)[number]): Screen[] {
  const load = screenModules[`./routes/${module}.tsx`];
  if (!load) throw new Error(`no screen module ./routes/${module}.tsx`);
  let loading: Promise<RouteModule> | undefined;
  const loadOnce = () => (loading ??= load());
  const Component = lazy(lazyRoute(loadOnce));
  return paths.map((path) => ({ path, layout, Component, load: loadOnce }));
}

/** The spec's route table (screen-table.ts), a lazy component per screen. */
export const screens: Screen[] = SCREEN_TABLE.flatMap(screen);

const layouts = new Map<string, LayoutKind>();
/** The frame the screen at a path gets (matching ranks the whole table: once per path). */
export function layoutOf(pathname: string): LayoutKind {
  let layout = layouts.get(pathname);
  if (!layout) layouts.set(pathname, (layout = matchRoutes(screens, pathname)?.at(-1)?.route.layout ?? 'full'));
  return layout;
}

/** The module of the screen at a path, loading (the boot starts the first screen's code with the boot calls). */
export const loadScreenAt = (pathname: string) => matchRoutes(screens, pathname)?.at(-1)?.route.load();

/**
 * Every screen inside the root layout. A screen's code arrives behind a skeleton (the layout around it is already
 * drawn); an error while it shows is caught per screen, and one in the layout itself by the outer boundary.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<RootLayout layoutOf={layoutOf} />}>
          {screens.map(({ path, Component }) => (
            <Route
              key={path}
              path={path}
              element={
                <RouteErrorBoundary>
                  <Suspense fallback={<ScreenSkeleton />}>
                    <Component />
                  </Suspense>
                </RouteErrorBoundary>
              }
            />
          ))}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
