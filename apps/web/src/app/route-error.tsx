import { Component, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ChunkError } from '@/components/ui/chunk-error/chunk-error';
import { reloadPage } from './lazy-route';

const chunkMessage = /dynamically imported module|Importing a module script failed|Loading chunk|Unable to preload CSS/i;

/**
 * What a routing error shows: a failed chunk shows the chunk error with a retry; anything else is logged and the
 * visitor quietly lands on the home page (the layout stays where it was). Unknown paths have their own 404 route.
 */
function RouteErrorFallback({ error }: { error: unknown }) {
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

interface BoundaryState {
  caught: { error: unknown } | null;
  pathname: string;
}

/** Catches what a screen (or the layout) throws while rendering; the next path starts afresh. */
class ErrorBoundary extends Component<{ children: ReactNode; pathname: string }, BoundaryState> {
  override state: BoundaryState = { caught: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } };
  }

  // an error belongs to the path it happened on: a navigation clears it
  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { caught: null, pathname: props.pathname };
  }

  override render() {
    return this.state.caught ? <RouteErrorFallback error={this.state.caught.error} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
