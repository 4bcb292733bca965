import { useTranslation } from 'react-i18next';
import { useMissionLeaderboard } from '../../api/get-mission-leaderboard';
import type { MemberPageProps } from '../../config/menu';
import { UpcomingPage } from './upcoming-page';

/** missionLeaderboard: missions and the leaderboard of the members who complete them (missions issue). */
export function MissionPage({ token }: MemberPageProps) {
  const { t } = useTranslation();
  const leaderboard = useMissionLeaderboard(token);
  return (
    <UpcomingPage
      icon="target"
      title={t('mc_missions_title')}
      text={t('mc_missions_text')}
      query={leaderboard}
      listTitle={t('mc_leaderboard')}
      emptyTitle={t('mc_missions_empty')}
      emptyText={t('mc_missions_empty_text')}
      ranked
    />
  );
}
