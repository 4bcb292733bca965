import type { AgentPageProps } from '@/features/agent-center/config/menu';
import { NoticeBrowser } from '@/features/notices/components/notice-modal';

/** The agent centre's announcement page: the notices feature's announcements, in pages of 9. */
export function AgentAnnouncementPage(_props: AgentPageProps) {
  return <NoticeBrowser />;
}
