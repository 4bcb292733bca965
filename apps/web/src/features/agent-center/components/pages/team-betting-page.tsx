import type { CallQuery } from '@app/contract/calls';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/form/field';
import { Money } from '@/components/ui/money/money';
import { Stat, StatGrid, StatusPill } from '@/components/ui/panel/panel';
import { useLanguage } from '@/lib/i18n';
import { useTeamBets } from '../../api/get-team-bets';
import type { AgentPageProps } from '../../config/menu';
import { useReportFilter } from '../../hooks/use-report-filter';
import { formatWhen } from '@/lib/format';
import { PeriodPicker } from '../period-picker';
import { ReportTable, type Column } from '../report-table';
import { UsernameFilter } from '../username-filter';
import styles from '../agent-center.module.css';

type Query = CallQuery<'teamBets'>;
type Bet = NonNullable<ReturnType<typeof useTeamBets>['data']>['list'][number];
const GAME_TYPES = ['ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'INHOUSE'] as const;
const STATUSES = ['open', 'settled', 'cancelled'] as const;
const statusTone = { open: 'info', settled: 'success', cancelled: 'neutral' } as const;

/** Team betting: the downline's bets placed in the period, filtered by member, game category and status, with totals. */
export function TeamBettingPage({ token }: AgentPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const r = useReportFilter<{ username: string; gameType: Query['gameType'] | ''; status: Query['status'] | '' }>({ username: '', gameType: '', status: '' });
  const bets = useTeamBets(token, { ...r.query, username: r.filters.username || undefined, gameType: r.filters.gameType || undefined, status: r.filters.status || undefined });
  const columns: Column<Bet>[] = [
    { key: 'username', label: 'ag_member', cell: (b) => b.username },
    { key: 'game', label: 'ag_game', cell: (b) => `${b.gameName} · ${b.vassalage}` },
    { key: 'stake', label: 'ag_stake', num: true, cell: (b) => <Money value={b.stakeMinor} /> },
    { key: 'validBet', label: 'ag_valid_bet', num: true, cell: (b) => <Money value={b.validBetMinor} /> },
    { key: 'payout', label: 'ag_payout', num: true, cell: (b) => <Money value={b.payoutMinor} /> },
    { key: 'profit', label: 'ag_member_profit', num: true, cell: (b) => <Money value={b.profitMinor} /> },
    { key: 'status', label: 'ag_status', cell: (b) => <StatusPill tone={statusTone[b.status]}>{t(`ag_bet_${b.status}`)}</StatusPill> },
    { key: 'placedAt', label: 'ag_placed_at', cell: (b) => formatWhen(b.placedAt, language) },
  ];
  return (
    <ReportTable
      testId="team-bets"
      icon="ticket"
      query={bets}
      columns={columns}
      rowKey={(b) => b.id}
      page={r.page}
      onPage={r.setPage}
      filters={
        <div className={styles.stack}>
          <PeriodPicker value={r.period} onChange={r.setPeriod} shown={bets.data?.period} />
          <div className={styles.filters}>
            <UsernameFilter value={r.filters.username} onChange={(v) => r.setFilter('username', v)} />
            <SelectField label={t('ag_game_category')} value={r.filters.gameType} onChange={(e) => r.setFilter('gameType', e.target.value as Query['gameType'])}>
              <option value="">{t('ag_all')}</option>
              {GAME_TYPES.map((g) => (
                <option key={g} value={g}>
                  {t(`ag_game_${g}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('ag_status')} value={r.filters.status} onChange={(e) => r.setFilter('status', e.target.value as Query['status'])}>
              <option value="">{t('ag_all')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`ag_bet_${s}`)}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
      }
      totals={(d) => (
        <StatGrid columns={5}>
          <Stat label={t('ag_bet_count')} value={d.totals.count} />
          <Stat label={t('ag_stake')} value={<Money value={d.totals.stakeMinor} />} />
          <Stat label={t('ag_valid_bet')} value={<Money value={d.totals.validBetMinor} />} />
          <Stat label={t('ag_payout')} value={<Money value={d.totals.payoutMinor} />} />
          <Stat label={t('ag_member_profit')} value={<Money value={d.totals.profitMinor} />} />
        </StatGrid>
      )}
    />
  );
}
