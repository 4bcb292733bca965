import { useMemo } from 'react';
import { Button } from '@/components/ui/button/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { SelectField } from '@/components/ui/field/field';
import { PageHeader, Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { amountText, formatAmount, type MoneyFormat } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { useUrlState } from '@/lib/url-state';
import { type ExposureRow, useExposure, useRiskGames } from '../api/get-exposure';
import { useSetLotteryCap } from '../api/set-cap';
import { CapForm } from './cap-form';
import { LiabilityPanel } from './liability-panel';
import { OddsPanel } from './odds-panel';
import { OfficialResultsPanel } from './official-results-panel';
import layout from '@/components/ui/layout/layout.module.css';
import styles from './lottery-risk.module.css';

const playTypeName = (code: string) => t(`pt.${code}` as TextKey);

/** The exposure's columns: a draw is one brand's, its amounts in that brand's currency (`money`). */
const exposureColumns = (money: MoneyFormat): TableColumn<ExposureRow>[] => [
  { id: 'playType', header: t('risk_play_type'), cell: (r) => playTypeName(r.playType), csv: (r) => r.playType },
  { id: 'pick', header: t('risk_pick'), cell: (r) => <span className="mono">{r.pick}</span>, csv: (r) => r.pick },
  { id: 'tickets', header: t('risk_tickets'), numeric: true, cell: (r) => r.tickets, csv: (r) => r.tickets },
  { id: 'stake', header: t('risk_stake'), numeric: true, cell: (r) => formatAmount(r.stakeMinor, money), csv: (r) => amountText(r.stakeMinor, money.digits) },
  { id: 'payout', header: t('risk_payout'), numeric: true, cell: (r) => formatAmount(r.payoutMinor, money), csv: (r) => amountText(r.payoutMinor, money.digits) },
  {
    id: 'cap',
    header: t('risk_cap'),
    numeric: true,
    cell: (r) =>
      r.capMinor === null ? (
        t('none')
      ) : (
        <span className={r.payoutMinor >= r.capMinor ? styles.full : undefined}>
          {formatAmount(r.capMinor, money)} ({Math.round((r.payoutMinor / Math.max(1, r.capMinor)) * 100)}%)
        </span>
      ),
    csv: (r) => (r.capMinor === null ? '' : amountText(r.capMinor, money.digits)),
  },
];

/**
 * Lottery risk: for a brand (the shell's switcher) and a game, what the house pays if each number of the open draw wins (largest first,
 * read again every 10 seconds), and the caps that close a number once its bets fill them (lottery.write to change).
 */
export function LotteryRiskPage({ brands, canWrite, me }: { brands: readonly { id: string; name: string }[]; canWrite: boolean; me: string }) {
  const games = useRiskGames();
  const [values, update] = useUrlState({ brandId: '', gameCode: '' });
  // the shell's brand switcher sets ?brandId; a draw's exposure is one brand's, so "all brands" shows the first
  const brandId = brands.some((b) => b.id === values.brandId) ? values.brandId : (brands[0]?.id ?? '');
  const brandName = brands.find((b) => b.id === brandId)?.name ?? brandId;
  const money = useBrandMoney()(brandId);
  const columns = useMemo(() => exposureColumns(money), [money]);
  const game = games.data?.list.find((g) => g.code === values.gameCode) ?? games.data?.list[0];
  const exposure = useExposure(brandId && game ? { brandId, gameCode: game.code } : null);
  const removeCap = useSetLotteryCap();
  const rows = exposure.data?.draw?.list ?? [];
  const draw = exposure.data?.draw;
  const gameOptions = useMemo(() => (games.data?.list ?? []).map((g) => ({ value: g.code, label: `${g.name} (${g.code})` })), [games.data]);

  if (games.isPending) return <LoadingState />;
  if (games.isError) return <ErrorState error={games.error} onRetry={() => void games.refetch()} />;
  return (
    <>
      <PageHeader title={t('risk_title')}>
        <ExportCsvButton fileName={`exposure-${brandId}-${game?.code ?? ''}-${draw?.drawNo ?? ''}.csv`} columns={columns} rows={rows} />
      </PageHeader>
      <div className={layout.filters}>
        <SelectField label={t('risk_game')} value={game?.code ?? ''} onChange={(e) => update({ gameCode: e.target.value })} options={gameOptions} />
      </div>
      {exposure.isPending ? (
        <LoadingState />
      ) : exposure.isError ? (
        <ErrorState error={exposure.error} onRetry={() => void exposure.refetch()} />
      ) : (
        <>
          {draw ? (
            <dl className={styles.figures} aria-label={t('risk_draw_figures')}>
              <div>
                <dt>{t('brand')}</dt>
                <dd>{brandName}</dd>
              </div>
              <div>
                <dt>{t('risk_draw')}</dt>
                <dd>{draw.drawNo}</dd>
              </div>
              <div>
                <dt>{t('risk_closes')}</dt>
                <dd>{formatTime(draw.closeAt)}</dd>
              </div>
              <div>
                <dt>{t('risk_stakes')}</dt>
                <dd>{formatAmount(draw.stakeMinor, money)}</dd>
              </div>
              <div>
                <dt>{t('risk_worst')}</dt>
                <dd>{formatAmount(draw.worstPayoutMinor, money)}</dd>
              </div>
            </dl>
          ) : (
            <Notice tone="warning">{t('risk_no_draw')}</Notice>
          )}
          <Panel title={t('risk_exposure')}>
            {rows.length === 0 ? (
              <EmptyState title={t('risk_empty')}>{t('risk_empty_hint')}</EmptyState>
            ) : (
              <DataTable caption={t('risk_exposure')} columns={columns} rows={rows} rowKey={(r) => `${r.playType}:${r.pick}`} />
            )}
          </Panel>
          <Panel title={t('risk_caps')}>
            {canWrite && game && <CapForm key={`${brandId}:${game.code}`} brandId={brandId} money={money} gameCode={game.code} playTypes={game.playTypes} />}
            {removeCap.error && <Notice tone="error">{failureText(removeCap.error)}</Notice>}
            {(exposure.data?.caps.length ?? 0) === 0 ? (
              <EmptyState title={t('risk_caps_empty')}>{t('risk_caps_empty_hint')}</EmptyState>
            ) : (
              <DataTable
                caption={t('risk_caps')}
                rows={exposure.data?.caps ?? []}
                rowKey={(c) => `${c.playType}:${c.pick}`}
                columns={[
                  { id: 'playType', header: t('risk_play_type'), cell: (c) => playTypeName(c.playType) },
                  { id: 'pick', header: t('risk_pick'), cell: (c) => <span className="mono">{c.pick === '*' ? t('risk_every_pick') : c.pick}</span> },
                  { id: 'cap', header: t('risk_cap'), numeric: true, cell: (c) => formatAmount(c.capMinor, money) },
                  { id: 'setBy', header: t('risk_set_by'), cell: (c) => `${c.setBy} · ${formatTime(c.setAt)}` },
                  ...(canWrite && game
                    ? [
                        {
                          id: 'actions',
                          header: t('col_actions'),
                          cell: (c: { playType: string; pick: string }) => (
                            <Button
                              size="sm"
                              disabled={removeCap.isPending}
                              aria-label={t('risk_cap_remove_label', { pick: c.pick, playType: playTypeName(c.playType) })}
                              onClick={() => removeCap.mutate({ brandId, gameCode: game.code, playType: c.playType as never, pick: c.pick, capMinor: null })}
                            >
                              {t('risk_cap_remove')}
                            </Button>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            )}
          </Panel>
          {game && <LiabilityPanel key={`${brandId}:${game.code}`} brandId={brandId} money={money} gameCode={game.code} />}
          {game && <OddsPanel brandId={brandId} money={money} layout={game.layout} canWrite={canWrite} />}
          <OfficialResultsPanel me={me} canWrite={canWrite} />
        </>
      )}
    </>
  );
}
