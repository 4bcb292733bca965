import { createBrowserRouter, type RouteObject } from 'react-router';
import { homeAliases, lobbyPaths } from '@/config/paths';

/** Every screen is its own lazy chunk (see vite.config.ts for the spec's chunk names). */
export const routes: RouteObject[] = [
  ...homeAliases.map((path) => ({ path, lazy: () => import('./routes/index') })),
  ...lobbyPaths.map((path) => ({ path, lazy: () => import('./routes/egame') })),
];

export const createRouter = () => createBrowserRouter(routes);
