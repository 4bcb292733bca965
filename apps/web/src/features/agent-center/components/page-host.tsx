import { CHUNK_LOAD_TIMEOUT_MS } from '@app/contract/constants';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import type { AgentPageKey, AgentPageLoader, AgentPageProps } from '../config/menu';
import { PageSkeleton } from './skeletons';

/** Lazy pages, one per loader, created once (a second visit shows the page at once). */
const lazyPages = new Map<AgentPageLoader, ComponentType<AgentPageProps>>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Loading chunk timed out')), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e)),
    );
  });
}

function lazyPage(loader: AgentPageLoader) {
  let page = lazyPages.get(loader);
  if (!page) {
    page = lazy(() => withTimeout(loader(), CHUNK_LOAD_TIMEOUT_MS).then((component) => ({ default: component })));
    lazyPages.set(loader, page);
  }
  return page;
}

class PageBoundary extends Component<{ children: ReactNode; fallback: (reset: () => void, chunk: boolean) => ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    console.warn('agent centre page', error);
  }
  override render() {
    if (this.state.error) {
      const chunk = this.state.error instanceof Error && /chunk|dynamically imported module|Importing a module script/i.test(this.state.error.message);
      return this.props.fallback(() => this.setState({ error: null }), chunk);
    }
    return this.props.children;
  }
}

/** One page of the agent centre: its skeleton while its code loads, an error with a retry if that fails. */
export function PageHost({ page, loader, props }: { page: AgentPageKey; loader: AgentPageLoader; props: AgentPageProps }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(loader);
  return (
    <PageBoundary
      key={attempt}
      fallback={(reset, chunk) => (
        <ErrorState
          message={t(chunk ? 'err_chunk_failed' : 'err_internal_error')}
          onRetry={() => {
            lazyPages.delete(loader);
            setAttempt((a) => a + 1);
            reset();
          }}
        />
      )}
    >
      <Suspense fallback={<PageSkeleton />}>
        <div data-agent-page={page}>
          <Page {...props} />
        </div>
      </Suspense>
    </PageBoundary>
  );
}
