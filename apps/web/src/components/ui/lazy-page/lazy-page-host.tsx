import { CHUNK_LOAD_TIMEOUT_MS } from '@app/contract/constants';
import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withChunkTimeout } from '../chunk-error/chunk-timeout';
import { ErrorState } from '../empty-state/empty-state';
import { lazyWithTexts } from '@/lib/feature-texts';

/** A page's code, loaded on first use (the member and agent centres' pages). */
export type PageLoader<P> = () => Promise<ComponentType<P>>;

/** Lazy pages, one per loader, created once (a second visit shows the page at once). */
const lazyPages = new Map<PageLoader<never>, ComponentType<never>>();

function lazyPage<P>(loader: PageLoader<P>): ComponentType<P> {
  let page = lazyPages.get(loader as PageLoader<never>) as ComponentType<P> | undefined;
  if (!page) {
    page = lazyWithTexts(() => withChunkTimeout(loader(), CHUNK_LOAD_TIMEOUT_MS).then((component) => ({ default: component }))) as unknown as ComponentType<P>;
    lazyPages.set(loader as PageLoader<never>, page as ComponentType<never>);
  }
  return page;
}

class PageBoundary extends Component<{ name: string; children: ReactNode; fallback: (reset: () => void, chunk: boolean) => ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    console.warn(this.props.name, error);
  }
  override render() {
    if (this.state.error) {
      const chunk = this.state.error instanceof Error && /chunk|dynamically imported module|Importing a module script/i.test(this.state.error.message);
      return this.props.fallback(() => this.setState({ error: null }), chunk);
    }
    return this.props.children;
  }
}

/**
 * One page of a centre (member or agent): its skeleton while its code loads, an error with a retry if that fails.
 * `attributes` mark the page's wrapper (data-member-page, data-agent-page) for styles and tests.
 */
export function LazyPageHost<P extends object>({
  name,
  loader,
  props,
  skeleton,
  attributes,
}: {
  /** what the console names on a failure ("member centre page") */
  name: string;
  loader: PageLoader<P>;
  props: P;
  skeleton: ReactNode;
  attributes: Record<`data-${string}`, string>;
}) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(loader);
  return (
    <PageBoundary
      key={attempt}
      name={name}
      fallback={(reset, chunk) => (
        <ErrorState
          message={t(chunk ? 'err_chunk_failed' : 'err_internal_error')}
          onRetry={() => {
            lazyPages.delete(loader as PageLoader<never>);
            setAttempt((a) => a + 1);
            reset();
          }}
        />
      )}
    >
      <Suspense fallback={skeleton}>
        <div {...attributes}>
          <Page {...props} />
        </div>
      </Suspense>
    </PageBoundary>
  );
}
