import { HELD_REWARD_STATUSES } from '@app/contract/operators-risk';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { Dialog } from '@/components/ui/dialog/dialog';
import { SelectField, TextAreaField } from '@/components/ui/field/field';
import { Pager } from '@/components/ui/pager/pager';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { paths } from '@/config/paths';
import { formatTime } from '@/lib/format';
import { formatAmount, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { pageOf, useUrlState } from '@/lib/url-state';
import { type HeldReward, type HeldRewardsQuery, useDropHeldReward, useHeldRewards } from '../api/risk';
import layout from '@/components/ui/layout/layout.module.css';

const PAGE_SIZE = 20;
const STATUSES = [...HELD_REWARD_STATUSES, 'all'] as const;

/** Paid (when the flag was resolved) or dropped (with the operator's note); nothing while it is held. */
function decision(r: HeldReward) {
  if (r.status === 'paid') return t('risk_held_paid_by', { operator: r.decidedBy ?? '?' });
  if (r.status === 'dropped') return t('risk_held_dropped_by', { operator: r.decidedBy ?? '?', note: r.note ?? '' });
  return '';
}

/** The confirmation of a drop: what is dropped, and the note risk writes down (kept in the audit trail). */
function DropForm({ reward, money, onDone }: { reward: HeldReward; money: MoneyFormat; onDone: (message: string) => void }) {
  const drop = useDropHeldReward();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  return (
    <form
      className={layout.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!note.trim()) return setProblem(t('note_required'));
        setProblem('');
        drop.mutate({ id: reward.id, note: note.trim() }, { onSuccess: () => onDone(t('risk_held_dropped', { id: reward.id, username: reward.username })) });
      }}
    >
      <p>{t('risk_held_drop_what', { reward: reward.title, amount: formatAmount(reward.amountMinor, money), time: formatTime(reward.createdAt) })}</p>
      <TextAreaField label={t('risk_held_drop_note')} hint={t('risk_held_drop_note_hint')} required value={note} maxLength={500} rows={3} error={problem || undefined} onChange={(e) => setNote(e.target.value)} />
      {drop.isError && <Notice tone="error">{failureText(drop.error)}</Notice>}
      <div>
        <Button type="submit" variant="primary" disabled={drop.isPending}>
          {t('risk_held_drop_confirm')}
        </Button>
      </div>
    </form>
  );
}

/** The held rewards' columns; `moneyOf` gives a brand's currency (a reward is in its brand's). */
function columns(moneyOf: (brandId: string) => MoneyFormat, showPlayer: boolean, canDrop: boolean, onDrop: (reward: HeldReward) => void): TableColumn<HeldReward>[] {
  return [
    ...(showPlayer ? [{ id: 'player', header: t('col_player'), cell: (r: HeldReward) => <Link to={paths.player(r.memberId)}>{r.username}</Link> }] : []),
    { id: 'reward', header: t('risk_held_reward'), cell: (r) => `${r.title} (${t(`risk_held_kind.${r.kind}`)})` },
    { id: 'amount', header: t('risk_held_amount'), numeric: true, cell: (r) => formatAmount(r.amountMinor, moneyOf(r.brandId)) },
    { id: 'since', header: t('risk_held_since'), cell: (r) => formatTime(r.createdAt) },
    { id: 'status', header: t('risk_held_status'), cell: (r) => (r.status === 'held' ? <strong>{t('risk_held_status.held')}</strong> : t(`risk_held_status.${r.status}`)) },
    { id: 'decision', header: t('risk_held_decision'), cell: decision },
    ...(canDrop
      ? [
          {
            id: 'actions',
            header: t('col_actions'),
            cell: (r: HeldReward) =>
              r.status === 'held' && (
                <Button size="sm" aria-label={t('risk_held_drop_label', { id: r.id, username: r.username })} onClick={() => onDrop(r)}>
                  {t('risk_held_drop')}
                </Button>
              ),
          },
        ]
      : []),
  ];
}

/**
 * Held rewards as a table (the Risk page's tab and a player's profile): the reward, its amount, since when, and what
 * became of it; a held one is dropped after a confirmation with a note (risk.write).
 */
export function HeldRewardsTable({ rewards, canDrop, showPlayer, empty, emptyHint }: { rewards: readonly HeldReward[]; canDrop: boolean; showPlayer: boolean; empty: string; emptyHint?: string }) {
  const [dropping, setDropping] = useState<HeldReward | null>(null);
  const [done, setDone] = useState('');
  const moneyOf = useBrandMoney();
  return (
    <>
      {done && <Notice>{done}</Notice>}
      {rewards.length === 0 ? (
        <EmptyState title={empty}>{emptyHint}</EmptyState>
      ) : (
        <DataTable caption={t('risk_held_title')} columns={columns(moneyOf, showPlayer, canDrop, setDropping)} rows={rewards} rowKey={(r) => r.id} />
      )}
      <Dialog title={dropping ? t('risk_held_drop_label', { id: dropping.id, username: dropping.username }) : ''} open={dropping !== null} onClose={() => setDropping(null)}>
        {dropping && (
          <DropForm
            reward={dropping}
            money={moneyOf(dropping.brandId)}
            onDone={(message) => {
              setDone(message);
              setDropping(null);
            }}
          />
        )}
      </Dialog>
    </>
  );
}

/** The Risk page's tab: the held rewards of the operator's brands (or the switcher's), held ones first by default, paged on the server. */
export function HeldRewardsPanel({ brandId, canDrop }: { brandId: string; canDrop: boolean }) {
  const [values, update] = useUrlState({ heldStatus: 'held', page: '1' });
  const pageNo = pageOf(values.page);
  const status = (STATUSES as readonly string[]).includes(values.heldStatus) ? (values.heldStatus as (typeof STATUSES)[number]) : 'held';
  const query: HeldRewardsQuery = { pageNo, pageSize: PAGE_SIZE, ...(brandId && { brandId }), ...(status !== 'all' && { status }) };
  const rewards = useHeldRewards(query);
  return (
    <Panel title={t('risk_held_title')}>
      <div className={layout.filters}>
        <SelectField label={t('risk_held_status')} value={status} onChange={(e) => update({ heldStatus: e.target.value })} options={STATUSES.map((s) => ({ value: s, label: t(`risk_held_status.${s}`) }))} />
      </div>
      <p className={layout.hint}>{t('risk_held_hint')}</p>
      {rewards.isPending ? (
        <LoadingState />
      ) : rewards.isError ? (
        <ErrorState error={rewards.error} onRetry={() => void rewards.refetch()} />
      ) : (
        <div aria-busy={rewards.isPlaceholderData}>
          <HeldRewardsTable rewards={rewards.data.list} canDrop={canDrop} showPlayer empty={t('risk_held_empty')} emptyHint={t('risk_held_empty_hint')} />
          {rewards.data.total > 0 && <Pager page={pageNo} pageSize={PAGE_SIZE} total={rewards.data.total} onPage={(page) => update({ page: String(page) })} />}
        </div>
      )}
    </Panel>
  );
}
