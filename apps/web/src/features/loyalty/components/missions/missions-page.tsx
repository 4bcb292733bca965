import type { MissionPeriod } from '@app/contract/loyalty';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Panel } from '@/components/ui/panel/panel';
import { tabPanelProps, Tabs, useTabsId } from '@/components/ui/tabs/tabs';
import { useMissionSummary } from '@/lib/shared-api/mission-summary';
import type { LoyaltyPageProps } from '../../types';
import { firstPeriod, MISSION_PERIODS, orderMissions } from '../../utils/missions';
import { ListSkeleton, QueryBody } from '../query-body';
import { Leaderboard } from './leaderboard';
import { MissionCard } from './mission-card';
import shared from '../loyalty.module.css';
import styles from './missions.module.css';
import '../../locales/texts';

/**
 * missionLeaderboard: the member's daily, weekly and one-off missions with their progress, reward and reset, a claim
 * button on the ready ones, and the leaderboard of the members who complete the most.
 */
export function MissionsPage({ token }: Pick<LoyaltyPageProps, 'token'>) {
  const { t } = useTranslation();
  const summary = useMissionSummary(token);
  const [chosen, setChosen] = useState<MissionPeriod | null>(null);
  const idBase = useTabsId();
  const missions = summary.data?.list ?? [];
  // the first answer picks the period to open; it then stays put (a claim must not move the member to another tab)
  if (chosen === null && summary.data) setChosen(firstPeriod(summary.data.list));
  const period = chosen ?? 'daily';
  const readyIn = (p: MissionPeriod) => missions.filter((m) => m.period === p && m.status === 'ready').length;
  const ready = summary.data?.readyCount ?? 0;
  return (
    <div className={shared.stack}>
      <Panel
        title={t('lo_missions')}
        action={ready > 0 ? <span className={styles.readyNote}>{t('lo_ready_to_claim', { count: ready })}</span> : undefined}
        flush
        testId="missions"
      >
        <div className={styles.tabs}>
          <Tabs
            idBase={idBase}
            label={t('lo_mission_periods')}
            value={period}
            onChange={setChosen}
            items={MISSION_PERIODS.map((p) => ({ value: p, label: readyIn(p) ? `${t(`lo_period_${p}`)} (${readyIn(p)})` : t(`lo_period_${p}`) }))}
          />
        </div>
        <div {...tabPanelProps(idBase, period)}>
          <QueryBody query={summary} skeleton={<ListSkeleton rows={3} height={120} />}>
            {(value) => {
              const shown = orderMissions(value.list.filter((m) => m.period === period));
              if (!shown.length) return <EmptyState compact icon="target" title={t('lo_no_missions')} text={t('lo_no_missions_text')} />;
              return (
                <ul className={styles.missions}>
                  {shown.map((mission) => (
                    <MissionCard key={mission.id} mission={mission} />
                  ))}
                </ul>
              );
            }}
          </QueryBody>
        </div>
      </Panel>
      <Leaderboard token={token} />
    </div>
  );
}
