import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderWhole } from '@app/web-kit/prerender-whole';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { paths } from './config/paths';
import { createQueryClient } from './lib/query-client';

/**
 * The back office's first page, the sign-in, as every operator's browser first draws it (a new tab holds no session:
 * the token lives in the tab's sessionStorage), rendered once when the back office is built (prerender.mjs). The
 * server sends it for /login, and main.tsx hydrates it with the same tree.
 */
export const renderSignIn = (): Promise<string> =>
  prerenderWhole(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouter location={paths.login}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    'the sign-in page',
  );
