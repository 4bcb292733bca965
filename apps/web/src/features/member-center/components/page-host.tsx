import { LazyPageHost } from '@/components/ui/lazy-page/lazy-page-host';
import type { MemberPageKey, MemberPageProps, PageLoader } from '../config/menu';
import { PageSkeleton } from './skeletons';

/** One page of the member centre: its skeleton while its code loads, an error with a retry if that fails. */
export function PageHost({ page, loader, props }: { page: MemberPageKey; loader: PageLoader; props: MemberPageProps }) {
  return <LazyPageHost name="member centre page" loader={loader} props={props} skeleton={<PageSkeleton />} attributes={{ 'data-member-page': page }} />;
}
