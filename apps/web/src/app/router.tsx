import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { homeAliases, lobbyPaths } from '@/config/paths';
import { withTexts } from '@/lib/feature-texts';
import { lazyRoute, type RouteModule } from './lazy-route';
import { RouteErrorBoundary } from './route-error';
import { RootLayout, type LayoutKind } from './routes/root';
import { ScreenSkeleton } from './screen-skeleton';

interface Screen {
  path: string;
  layout: LayoutKind;
  Component: LazyExoticComponent<ComponentType>;
  /** the screen's module, loaded once (the boot asks for the first screen's with the boot calls) */
  load: () => Promise<RouteModule>;
  /** the same module once the texts it asked for as it loaded are in (what the screen renders with) */
  loadWithTexts: () => Promise<RouteModule>;
}

/** A screen under one or more paths (its aliases share one lazy component: moving between them keeps the screen). */
function screen(paths: string | readonly string[], load: () => Promise<RouteModule>, layout: LayoutKind = 'full'): Screen[] {
  let loading: Promise<RouteModule> | undefined;
  let loadingWithTexts: Promise<RouteModule> | undefined;
  const loadOnce = () => (loading ??= load());
  // withTexts knows a module's packs only by watching it load: it wraps the first load, whoever asks first (the boot
  // for the first screen, the lazy component otherwise), and every later caller waits on that same watch
  const loadWithTexts = () => (loadingWithTexts ??= withTexts(loadOnce));
  const Component = lazy(lazyRoute(loadWithTexts));
  return (typeof paths === 'string' ? [paths] : paths).map((path) => ({ path, layout, Component, load: loadOnce, loadWithTexts }));
}

/** The spec's route table. Every screen is its own lazy chunk (see vite.config.ts for the spec's chunk names). */
export const screens: Screen[] = [
  ...screen(homeAliases, () => import('./routes/index')),
  ...screen('/login', () => import('./routes/login')),
  ...screen(['/register', '/register.html'], () => import('./routes/register'), 'register'),
  ...screen('/pointMall', () => import('./routes/point-mall')),
  ...screen('/lottery', () => import('./routes/lottery'), 'header'),
  ...screen('/vnlottery', () => import('./routes/vnlottery'), 'immersive'),
  ...screen('/elott', () => import('./routes/elott')),
  ...screen(lobbyPaths, () => import('./routes/egame')),
  ...screen('/promotions', () => import('./routes/promo')),
  ...screen('/promoDetail/:id?', () => import('./routes/promo-detail')),
  ...screen('/seamless', () => import('./routes/seamless'), 'immersive'),
  ...screen(['/helpmc', '/help'], () => import('./routes/help'), 'bare'),
  ...screen(['/down', '/download'], () => import('./routes/download')),
  ...screen('/game', () => import('./routes/by-iframe'), 'game'),
  // responsible gaming: the reality check's settings and the activity statement (issue 17)
  ...screen('/activity', () => import('./routes/activity')),
  ...screen('/inhouse-play/:game', () => import('./routes/inhouse-play'), 'bare'),
  // the chat window's frame (the chatUrl call's URL) and the customer-service pop-up
  ...screen('/chat', () => import('./routes/chat'), 'bare'),
  ...screen('/support', () => import('./routes/support'), 'bare'),
  ...screen('*', () => import('./routes/not-found')),
];

const matched = new Map<string, Screen | undefined>();
/** The screen at a path: matching ranks the whole table (14 ms on a slow phone), so once per path. */
function screenAt(pathname: string): Screen | undefined {
  if (!matched.has(pathname)) matched.set(pathname, matchRoutes(screens, pathname)?.at(-1)?.route);
  return matched.get(pathname);
}

/** The frame the screen at a path gets. */
export const layoutOf = (pathname: string): LayoutKind => screenAt(pathname)?.layout ?? 'full';

/**
 * The module of the screen at a path, loading (the boot starts the first screen's code with the boot calls); it
 * resolves as soon as the module is in, so the screen's data can be asked for while its texts are still coming.
 */
export function loadScreenAt(pathname: string) {
  const screen = screenAt(pathname);
  // started first, so the texts the module asks for as it loads are the ones its render waits for (screenTextsAt);
  // a chunk that fails is the caller's to handle (and the screen's error boundary's), not an unhandled rejection here
  screen?.loadWithTexts().catch(() => undefined);
  return screen?.load();
}

/**
 * Resolves once the screen at a path and the texts it asked for as it loaded are in. A first screen whose code came
 * after the boot's language pack asked for its own pack later; drawn without waiting for it, it showed its keys
 * (/promotions' intro as `promo_intro` on a slow phone) and then moved as the real, longer text came.
 */
export const screenTextsAt = (pathname: string) => screenAt(pathname)?.loadWithTexts();

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
