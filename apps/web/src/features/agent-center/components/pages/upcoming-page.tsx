import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon/coming-soon';
import type { AgentPageProps } from '../../config/menu';

/** A page of the agent centre that is not built yet. */
export function UpcomingPage(_props: AgentPageProps) {
  const { t } = useTranslation();
  return <ComingSoon plain headingLevel={2} showHomeLink={false} title={t('ag_upcoming')} description={t('ag_upcoming_text')} />;
}
