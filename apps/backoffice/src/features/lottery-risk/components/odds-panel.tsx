import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { amountFormatKey, amountInputMode, amountText, amountToMinor, formatAmount, type MoneyFormat } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import { type OddsRow, useOdds, useSetOdds } from '../api/odds';
import styles from './lottery-risk.module.css';

const oddsText = (thousandths: number) => `×${(thousandths / 1000).toLocaleString('en', { maximumFractionDigits: 3 })}`;
const edgeText = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** "x95" or "1.96" → thousandths; null when it is not a multiplier above 1 with at most three decimals. */
function parseOdds(text: string): number | null {
  const clean = text.replace(/^[x×]/i, '').trim();
  if (!/^\d{1,5}(\.\d{1,3})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  const value = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  return value > 1000 ? value : null;
}

/**
 * Odds and stake limits (in `money`, the brand's currency) of the game's bet types for the brand, with the edge each
 * leaves; lottery.write edits one.
 */
export function OddsPanel({ brandId, money, layout, canWrite }: { brandId: string; money: MoneyFormat; layout: string; canWrite: boolean }) {
  const odds = useOdds(brandId);
  const [editing, setEditing] = useState<OddsRow | null>(null);
  const rows = (odds.data?.list ?? []).filter((r) => r.layout === layout);
  return (
    <Panel title={t('odds_title')}>
      {odds.isPending ? (
        <LoadingState rows={3} />
      ) : odds.isError ? (
        <ErrorState error={odds.error} onRetry={() => void odds.refetch()} />
      ) : (
        <DataTable
          caption={t('odds_title')}
          rows={rows}
          rowKey={(r) => r.playType}
          columns={[
            { id: 'playType', header: t('risk_play_type'), cell: (r) => t(`pt.${r.playType}` as TextKey) },
            { id: 'odds', header: t('odds_odds'), numeric: true, cell: (r) => oddsText(r.oddsThousandths) },
            { id: 'min', header: t('odds_min'), numeric: true, cell: (r) => formatAmount(r.minStakeMinor, money) },
            { id: 'max', header: t('odds_max'), numeric: true, cell: (r) => formatAmount(r.maxStakeMinor, money) },
            { id: 'edge', header: t('odds_edge'), numeric: true, cell: (r) => edgeText(r.edgeBp) },
            ...(canWrite
              ? [
                  {
                    id: 'actions',
                    header: t('col_actions'),
                    cell: (r: OddsRow) => (
                      <Button size="sm" onClick={() => setEditing(r)} aria-label={t('odds_change_label', { playType: t(`pt.${r.playType}` as TextKey) })}>
                        {t('odds_change')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {editing && <OddsForm key={`${brandId}:${editing.playType}`} brandId={brandId} money={money} row={editing} onDone={() => setEditing(null)} />}
    </Panel>
  );
}

function OddsForm({ brandId, money, row, onDone }: { brandId: string; money: MoneyFormat; row: OddsRow; onDone: () => void }) {
  const save = useSetOdds();
  const [odds, setOddsText] = useState(String(row.oddsThousandths / 1000));
  const [min, setMin] = useState(amountText(row.minStakeMinor, money.digits));
  const [max, setMax] = useState(amountText(row.maxStakeMinor, money.digits));
  const [errors, setErrors] = useState<{ odds?: string; min?: string; max?: string }>({});
  const name = t(`pt.${row.playType}` as TextKey);
  return (
    <form
      className={styles.capForm}
      aria-label={t('odds_change_label', { playType: name })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const oddsThousandths = parseOdds(odds);
        const minStakeMinor = amountToMinor(min, money.digits);
        const maxStakeMinor = amountToMinor(max, money.digits);
        const next: typeof errors = {};
        if (oddsThousandths === null) next.odds = t('odds_format');
        if (minStakeMinor === null || minStakeMinor < 1) next.min = t(amountFormatKey(money.digits));
        if (maxStakeMinor === null || maxStakeMinor < 1) next.max = t(amountFormatKey(money.digits));
        else if (minStakeMinor !== null && minStakeMinor > maxStakeMinor) next.max = t('odds_max_below_min');
        setErrors(next);
        if (oddsThousandths === null || minStakeMinor === null || maxStakeMinor === null || Object.keys(next).length) return;
        save.mutate({ brandId, layout: row.layout as never, playType: row.playType as never, oddsThousandths, minStakeMinor, maxStakeMinor }, { onSuccess: onDone });
      }}
    >
      <TextField className={styles.narrow} label={t('odds_odds')} hint={t('odds_hint')} inputMode="decimal" value={odds} onChange={(e) => setOddsText(e.target.value)} error={errors.odds} />
      <TextField className={styles.narrow} label={t('odds_min')} inputMode={amountInputMode(money.digits)} value={min} onChange={(e) => setMin(e.target.value)} error={errors.min} />
      <TextField className={styles.narrow} label={t('odds_max')} inputMode={amountInputMode(money.digits)} value={max} onChange={(e) => setMax(e.target.value)} error={errors.max} />
      <Button type="submit" variant="primary" className={styles.submit} disabled={save.isPending}>
        {t('save')}
      </Button>
      <Button type="button" className={styles.submit} onClick={onDone}>
        {t('cancel')}
      </Button>
      {save.error && <Notice tone="error">{failureText(save.error)}</Notice>}
    </form>
  );
}
