import { LazyPageHost } from '@/components/ui/lazy-page/lazy-page-host';
import type { AgentPageKey, AgentPageLoader, AgentPageProps } from '../config/menu';
import { PageSkeleton } from './skeletons';

/** One page of the agent centre: its skeleton while its code loads, an error with a retry if that fails. */
export function PageHost({ page, loader, props }: { page: AgentPageKey; loader: AgentPageLoader; props: AgentPageProps }) {
  return <LazyPageHost name="agent centre page" loader={loader} props={props} skeleton={<PageSkeleton />} attributes={{ 'data-agent-page': page }} />;
}
