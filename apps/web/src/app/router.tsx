import { createBrowserRouter, type RouteObject } from 'react-router';
import { ShellSkeleton } from '@/components/layouts/shell-skeleton';
import { homeAliases, lobbyPaths } from '@/config/paths';
import { lazyRoute, type RouteModule } from './lazy-route';
import { RouteErrorBoundary } from './route-error';
import { RootLayout, type LayoutKind, type RouteHandle } from './routes/root';

const screen = (path: string, load: () => Promise<RouteModule>, layout: LayoutKind = 'full'): RouteObject => ({
  path,
  lazy: lazyRoute(load),
  handle: { layout } satisfies RouteHandle,
});

/** The spec's route table. Every screen is its own lazy chunk (see vite.config.ts for the spec's chunk names). */
export const screens: RouteObject[] = [
  ...homeAliases.map((path) => screen(path, () => import('./routes/index'))),
  screen('/login', () => import('./routes/login')),
  ...['/register', '/register.html'].map((path) => screen(path, () => import('./routes/register'), 'register')),
  screen('/pointMall', () => import('./routes/point-mall')),
  screen('/lottery', () => import('./routes/lottery'), 'header'),
  screen('/vnlottery', () => import('./routes/vnlottery'), 'immersive'),
  screen('/elott', () => import('./routes/elott')),
  ...lobbyPaths.map((path) => screen(path, () => import('./routes/egame'))),
  screen('/promotions', () => import('./routes/promo')),
  screen('/promoDetail/:id?', () => import('./routes/promo-detail')),
  screen('/seamless', () => import('./routes/seamless'), 'immersive'),
  ...['/helpmc', '/help'].map((path) => screen(path, () => import('./routes/help'), 'bare')),
  ...['/down', '/download'].map((path) => screen(path, () => import('./routes/download'))),
  screen('/game', () => import('./routes/by-iframe'), 'game'),
  // responsible gaming: the reality check's settings and the activity statement (issue 17)
  screen('/activity', () => import('./routes/activity')),
  screen('/inhouse-play/:game', () => import('./routes/inhouse-play'), 'bare'),
  // the chat window's frame (the chatUrl call's URL) and the customer-service pop-up
  screen('/chat', () => import('./routes/chat'), 'bare'),
  screen('/support', () => import('./routes/support'), 'bare'),
  screen('*', () => import('./routes/not-found')),
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <ShellSkeleton />,
    children: [{ errorElement: <RouteErrorBoundary />, children: screens }],
  },
];

export const createRouter = () => createBrowserRouter(routes);
