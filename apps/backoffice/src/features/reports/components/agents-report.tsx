import { TOP_AGENTS } from '@app/contract/operators-reports';
import { BarChart } from '@/components/ui/bar-chart/bar-chart';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { useMemo } from 'react';
import { amountText, formatAmount, type MoneyFormat } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { FigureList } from './figure-list';
import { type AgentsReport, useAgentsReport } from '../api/agents-report';
import layout from '@/components/ui/layout/layout.module.css';

type Level = AgentsReport['levels'][number];
type TopAgent = AgentsReport['top'][number];
/** A column of an amount in the brand's currency, `money`. */
const amountColumn = <T,>(id: string, header: TextKey, money: MoneyFormat, pick: (row: T) => number): TableColumn<T> => ({
  id,
  header: t(header),
  numeric: true,
  cell: (row) => formatAmount(pick(row), money),
  csv: (row) => amountText(pick(row), money.digits),
});

const levelColumns = (money: MoneyFormat): TableColumn<Level>[] => [
  { id: 'level', header: t('rep_level'), cell: (l) => l.level, csv: (l) => l.level },
  { id: 'agents', header: t('rep_agents_count'), numeric: true, cell: (l) => l.agents, csv: (l) => l.agents },
  { id: 'newMembers', header: t('rep_new_members'), numeric: true, cell: (l) => l.newMembers, csv: (l) => l.newMembers },
  amountColumn('validBet', 'rep_valid_bet', money, (l: Level) => l.validBetMinor),
  amountColumn('stake', 'rep_turnover', money, (l: Level) => l.stakeMinor),
  amountColumn('payout', 'rep_payout', money, (l: Level) => l.payoutMinor),
  amountColumn('netLoss', 'rep_net_loss', money, (l: Level) => l.netLossMinor),
  amountColumn('deposits', 'rep_deposited', money, (l: Level) => l.depositMinor),
  amountColumn('withdrawals', 'rep_withdrawn', money, (l: Level) => l.withdrawalMinor),
  amountColumn('salary', 'rep_salary', money, (l: Level) => l.salaryMinor),
  amountColumn('dividend', 'rep_dividend', money, (l: Level) => l.dividendMinor),
  amountColumn('paid', 'rep_house_paid', money, (l: Level) => l.paidMinor),
];
const topColumns = (money: MoneyFormat): TableColumn<TopAgent>[] => [
  { id: 'agent', header: t('rep_agent'), cell: (a) => a.username, csv: (a) => a.username },
  { id: 'level', header: t('rep_level'), numeric: true, cell: (a) => a.level, csv: (a) => a.level },
  { id: 'teamSize', header: t('rep_team_size'), numeric: true, cell: (a) => a.teamSize.toLocaleString('en'), csv: (a) => a.teamSize },
  amountColumn('validBet', 'rep_valid_bet', money, (a: TopAgent) => a.validBetMinor),
  amountColumn('netLoss', 'rep_net_loss', money, (a: TopAgent) => a.netLossMinor),
  amountColumn('paid', 'rep_house_paid', money, (a: TopAgent) => a.paidMinor),
];

function Totals({ totals, money }: { totals: AgentsReport['totals']; money: MoneyFormat }) {
  const items: Array<[TextKey, string]> = [
    ['rep_agents_count', totals.agents.toLocaleString('en')],
    ['rep_valid_bet', formatAmount(totals.validBetMinor, money)],
    ['rep_net_loss', formatAmount(totals.netLossMinor, money)],
    ['rep_house_paid', `${formatAmount(totals.paidMinor, money)} (${t('rep_salary')} ${formatAmount(totals.salaryMinor, money)} · ${t('rep_dividend')} ${formatAmount(totals.dividendMinor, money)})`],
  ];
  return <FigureList label={t('rep_agents_totals')} items={items} />;
}

/**
 * The agents report over the page's range: totals, each level's teams (what they wagered and lost: a level's teams
 * include the deeper levels', the hint says so) beside what the house paid that level, and the top agents.
 */
export function AgentsReportPanel({ brandId, from, to }: { brandId: string; from: string; to: string }) {
  const report = useAgentsReport(brandId ? { brandId, from, to } : null);
  const money = useBrandMoney()(brandId);
  const byLevel = useMemo(() => levelColumns(money), [money]);
  const topAgents = useMemo(() => topColumns(money), [money]);
  if (report.isPending) return <LoadingState />;
  if (report.isError) return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  const { levels, top, totals } = report.data;
  const fileName = (part: string) => `agents-${part}-${brandId}-${from}-${to}.csv`;
  const topTitle = t('rep_top_agents', { n: TOP_AGENTS });
  return (
    <>
      <Totals totals={totals} money={money} />
      <p className={layout.hint}>{t('rep_agents_hint')}</p>
      <Panel title={t('rep_agents_by_level')} actions={<ExportCsvButton fileName={fileName('levels')} columns={byLevel} rows={levels} />}>
        {levels.length === 0 ? (
          <EmptyState title={t('rep_agents_empty')} />
        ) : (
          <>
            {levels.length > 1 && (
              <BarChart points={levels.map((l) => ({ label: String(l.level), value: l.netLossMinor, text: formatAmount(l.netLossMinor, money) }))} name={t('rep_net_loss')} labelHeader={t('rep_level')} />
            )}
            <DataTable caption={t('rep_agents_by_level')} columns={byLevel} rows={levels} rowKey={(l) => String(l.level)} />
          </>
        )}
      </Panel>
      <Panel title={topTitle} actions={<ExportCsvButton fileName={fileName('top')} columns={topAgents} rows={top} />}>
        {top.length === 0 ? <EmptyState title={t('rep_top_agents_empty')} /> : <DataTable caption={topTitle} columns={topAgents} rows={top} rowKey={(a) => String(a.memberId)} />}
      </Panel>
    </>
  );
}
