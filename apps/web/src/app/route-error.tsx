import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ChunkError } from '@/components/ui/chunk-error/chunk-error';
import { reloadPage } from './lazy-route';

const chunkMessage = /dynamically imported module|Importing a module script failed|Loading chunk|Unable to preload CSS/i;

/**
 * Routing errors are swallowed: a failed chunk shows the chunk error with a retry; anything else is logged and the
 * visitor quietly lands on the home page (the layout stays where it was). Unknown paths have their own 404 route.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const chunk = error instanceof Error && chunkMessage.test(error.message);
  const recover = !chunk && pathname !== '/';

  useEffect(() => {
    console.warn('route error', error);
    if (recover) navigate('/', { replace: true });
  }, [error, recover, navigate]);

  if (!recover) return <ChunkError kind={chunk ? 'failed' : 'error'} onRetry={reloadPage} />;
  return null;
}
