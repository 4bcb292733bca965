import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Panel } from '@/components/ui/panel/panel';
import { Segmented } from '@/components/ui/segmented/segmented';
import { wholeNumber } from '@/lib/format';
import { useMissionLeaderboard, type LeaderboardPeriod } from '../../api/get-mission-leaderboard';
import { useNow } from '../../hooks/use-now';
import { durationText } from '../../utils/missions';
import { ListSkeleton, QueryBody } from '../query-body';
import styles from './missions.module.css';

type Entry = { rank: number; player: string; completed: number; points: number; me: boolean };

function EntryRow({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  return (
    <li className={styles.entry} data-me={entry.me ? 'true' : undefined} data-rank={entry.rank <= 3 ? entry.rank : undefined} data-testid="leaderboard-entry" aria-current={entry.me ? 'true' : undefined}>
      <span className={styles.rank}>
        <span className="visually-hidden">{t('lo_rank')} </span>
        {entry.rank}
      </span>
      <span className={styles.player}>
        {entry.player}
        {entry.me && <span className={styles.you}>{t('lo_you')}</span>}
      </span>
      <span className={styles.completed}>{t('lo_missions_done', { count: entry.completed, n: wholeNumber(entry.completed) })}</span>
      <span className={styles.entryPoints}>{t('lo_points_n', { count: entry.points, points: wholeNumber(entry.points) })}</span>
    </li>
  );
}

/**
 * The missions leaderboard of a period (today, this week, all time): ranks, masked players, missions completed and
 * the points they earned; the member's own place highlighted, below the list when it is further down.
 */
export function Leaderboard({ token }: { token: string }) {
  const { t } = useTranslation();
  const now = useNow();
  const [period, setPeriod] = useState<LeaderboardPeriod>('weekly');
  const board = useMissionLeaderboard(token, period);
  return (
    <Panel
      title={t('lo_leaderboard')}
      action={
        <Segmented
          size="sm"
          label={t('lo_leaderboard_period')}
          value={period}
          onChange={setPeriod}
          options={(['daily', 'weekly', 'all'] as const).map((p) => ({ value: p, label: t(`lo_board_${p}`) }))}
        />
      }
      flush
      testId="leaderboard"
    >
      <QueryBody query={board} skeleton={<ListSkeleton rows={5} height={40} />}>
        {(value) => {
          const mineShown = value.list.some((e) => e.me);
          return (
            <>
              {value.list.length === 0 ? (
                <EmptyState compact icon="trophy" title={t('lo_board_empty')} text={t('lo_board_empty_text')} />
              ) : (
                <ol className={styles.board} aria-busy={board.isPlaceholderData || undefined}>
                  {value.list.map((entry) => (
                    <EntryRow key={`${entry.rank}-${entry.player}`} entry={entry} />
                  ))}
                </ol>
              )}
              {value.mine && !mineShown && (
                <ol className={`${styles.board} ${styles.mine}`} aria-label={t('lo_your_place')}>
                  <EntryRow entry={value.mine} />
                </ol>
              )}
              {!value.mine && value.list.length > 0 && <p className={styles.boardNote}>{t('lo_board_not_placed')}</p>}
              {value.endsAt !== null && <p className={styles.boardNote}>{t('lo_board_ends_in', { time: durationText(t, value.endsAt - now) })}</p>}
            </>
          );
        }}
      </QueryBody>
    </Panel>
  );
}
