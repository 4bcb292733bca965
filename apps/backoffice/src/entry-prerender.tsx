import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { paths } from './config/paths';
import { createQueryClient } from './lib/query-client';

/** a render that still streams a part after the first (the lazy page, met once before its code loaded) is drawn again */
const MAX_DRAWS = 4;

/**
 * The back office's first page, the sign-in, as every operator's browser first draws it (a new tab holds no session:
 * the token lives in the tab's sessionStorage), rendered once when the back office is built (prerender.mjs). The
 * server sends it for /login, and main.tsx hydrates it with the same tree. A lazy page suspends the first time it is
 * met, and React would stream it in with an inline script (the CSP refuses those): drawing again gives it in place.
 */
export async function renderSignIn(): Promise<string> {
  for (let draw = 1; draw <= MAX_DRAWS; draw++) {
    const failures: unknown[] = [];
    const { prelude } = await prerender(
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <StaticRouter location={paths.login}>
            <AppRoutes />
          </StaticRouter>
        </QueryClientProvider>
      </StrictMode>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void failures.push(error) },
    );
    const html = await new Response(prelude).text();
    if (failures.length) throw new AggregateError(failures, `the sign-in page: ${failures.length} part(s) failed to render`);
    if (!html.includes('<script')) return html;
  }
  throw new Error(`the sign-in page: parts still streamed after ${MAX_DRAWS} draws`);
}
