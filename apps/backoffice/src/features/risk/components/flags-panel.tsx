import { RISK_FLAG_KINDS } from '@app/contract/operators-risk';
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
import { t, type TextKey } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { pageOf, useUrlState } from '@/lib/url-state';
import { type RiskFlag, type RiskFlagsQuery, useResolveRiskFlag, useRiskFlags } from '../api/risk';
import layout from '@/components/ui/layout/layout.module.css';

const PAGE_SIZE = 20;
const STATUSES = ['open', 'resolved', 'all'] as const;
type Reason = NonNullable<RiskFlag['detail']['shared']>[number]['reason'];

export const kindName = (kind: RiskFlag['kind']) => t(`risk_kind.${kind}`);

/** "the same device as bob2", "a bank account with ann1 and cat3": what is shared, and with whom. */
function sharedText(shared: NonNullable<RiskFlag['detail']['shared']>) {
  const byReason = new Map<Reason, string[]>();
  for (const s of shared) byReason.set(s.reason, [...(byReason.get(s.reason) ?? []), s.username]);
  return [...byReason].map(([reason, usernames]) =>
    t(reason === 'bank_account' || reason === 'payee_name' ? 'risk_shared_with' : 'risk_shared_as', { reason: t(`risk_reason.${reason}`), usernames: usernames.join(', ') }),
  );
}

const amountOr = (minor: number | undefined, money: MoneyFormat) => (minor === undefined ? '?' : formatAmount(minor, money));
const sharedOr = (shared: RiskFlag['detail']['shared']) => (shared && shared.length > 0 ? sharedText(shared).join(', ') : t('risk_shared_unknown'));
const withOrder = (sentence: string, orderNo: string | undefined) => (orderNo ? `${sentence} (${orderNo})` : sentence);

/** The abuse rules' sentences (bonus, referral, chip dumping), amounts in `money`. */
function abuseSummary(kind: 'bonus_low_edge' | 'bonus_shared_device' | 'referral_ring' | 'chip_dumping', d: RiskFlag['detail'], money: MoneyFormat): string {
  switch (kind) {
    case 'bonus_low_edge':
      return t('risk_what.bonus_low_edge', { share: d.sharePercent ?? '?', stake: amountOr(d.stakeMinor, money), bonusId: d.bonusId ?? '?', rtp: d.minRtpBp === undefined ? '?' : `${(d.minRtpBp / 100).toFixed(2)}%` });
    case 'bonus_shared_device':
      return t('risk_what.bonus_shared_device', { promotionId: d.promotionId ?? '?', shared: sharedOr(d.shared) });
    case 'referral_ring':
      return t(d.referral === 'friend' ? 'risk_what.referral_ring_friend' : 'risk_what.referral_ring_referrer', { shared: sharedOr(d.shared) });
    case 'chip_dumping': {
      const senders = (d.senders ?? []).map((s) => t('risk_sender', { username: s.username, amount: formatAmount(s.amountMinor, money) })).join(', ');
      return withOrder(t('risk_what.chip_dumping', { amount: amountOr(d.amountMinor, money), received: amountOr(d.receivedMinor, money), hours: d.hours ?? '?', senders: senders || '?' }), d.orderNo);
    }
  }
}

/** What happened, in a sentence built from the flag's detail (its amounts in `money`, the flag's brand's currency). */
export function flagSummary(flag: Pick<RiskFlag, 'kind' | 'detail'>, money: MoneyFormat): string {
  const d = flag.detail;
  switch (flag.kind) {
    case 'duplicate_account': {
      const sentence = t('risk_what.duplicate_account', { shared: sharedOr(d.shared) });
      return d.at ? `${sentence} (${t(`risk_at.${d.at}`)})` : sentence;
    }
    case 'deposit_velocity':
    case 'withdrawal_velocity':
      return t(`risk_what.${flag.kind}`, { count: d.count ?? '?', minutes: d.minutes ?? '?' });
    case 'withdrawal_over_deposits':
      return withOrder(t('risk_what.withdrawal_over_deposits', { amount: amountOr(d.amountMinor, money), multiple: d.multiple ?? '?', deposits: amountOr(d.depositsMinor, money) }), d.orderNo);
    default:
      return abuseSummary(flag.kind, d, money);
  }
}

/** Closes an open flag with the note risk writes down (kept in the audit trail). */
function ResolveForm({ flag, money, onDone }: { flag: RiskFlag; money: MoneyFormat; onDone: (message: string) => void }) {
  const resolve = useResolveRiskFlag();
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
        resolve.mutate({ id: flag.id, note: note.trim() }, { onSuccess: () => onDone(t('risk_resolved', { id: flag.id, username: flag.username })) });
      }}
    >
      <p>
        {kindName(flag.kind)} · {flagSummary(flag, money)}
      </p>
      <TextAreaField label={t('risk_resolve_note')} hint={t('risk_resolve_note_hint')} required value={note} maxLength={500} rows={3} error={problem || undefined} onChange={(e) => setNote(e.target.value)} />
      {resolve.isError && <Notice tone="error">{failureText(resolve.error)}</Notice>}
      <div>
        <Button type="submit" variant="primary" disabled={resolve.isPending}>
          {t('risk_resolve')}
        </Button>
      </div>
    </form>
  );
}

/** The flags' columns; `moneyOf` gives a brand's currency (a flag's amounts are its brand's). */
function flagColumns(moneyOf: (brandId: string) => MoneyFormat, showPlayer: boolean, canResolve: boolean, onResolve: (flag: RiskFlag) => void): TableColumn<RiskFlag>[] {
  return [
    ...(showPlayer ? [{ id: 'player', header: t('col_player'), cell: (f: RiskFlag) => <Link to={paths.player(f.memberId)}>{f.username}</Link> }] : []),
    { id: 'kind', header: t('risk_flag_kind'), cell: (f) => kindName(f.kind) },
    { id: 'score', header: t('risk_flag_score'), numeric: true, cell: (f) => f.score },
    { id: 'what', header: t('risk_flag_what'), cell: (f) => flagSummary(f, moneyOf(f.brandId)) },
    { id: 'hits', header: t('risk_flag_hits'), numeric: true, cell: (f) => f.hits },
    { id: 'first', header: t('risk_flag_first_seen'), cell: (f) => formatTime(f.createdAt) },
    { id: 'last', header: t('risk_flag_last_seen'), cell: (f) => formatTime(f.lastSeenAt) },
    {
      id: 'status',
      header: t('risk_flag_status'),
      cell: (f) => (f.status === 'open' ? <strong>{t('risk_flag_status.open')}</strong> : t('risk_flag_resolved_by', { operator: f.resolvedBy ?? '?', note: f.note ?? '' })),
    },
    ...(canResolve
      ? [
          {
            id: 'actions',
            header: t('col_actions'),
            cell: (f: RiskFlag) =>
              f.status === 'open' && (
                <Button size="sm" aria-label={t('risk_resolve_label', { id: f.id, username: f.username })} onClick={() => onResolve(f)}>
                  {t('risk_resolve')}
                </Button>
              ),
          },
        ]
      : []),
  ];
}

/**
 * Risk flags as a table (the Risk page's list and a player's profile): kind, score, what happened, hits, when, and
 * who resolved it with their note; an open flag resolved in a dialog (risk.write). Empty: `empty` is said.
 */
export function RiskFlagsTable({ flags, canResolve, showPlayer, empty, emptyHint }: { flags: readonly RiskFlag[]; canResolve: boolean; showPlayer: boolean; empty: string; emptyHint?: string }) {
  const [resolving, setResolving] = useState<RiskFlag | null>(null);
  const [done, setDone] = useState('');
  const moneyOf = useBrandMoney();
  const columns = flagColumns(moneyOf, showPlayer, canResolve, setResolving);
  return (
    <>
      {done && <Notice>{done}</Notice>}
      {flags.length === 0 ? <EmptyState title={empty}>{emptyHint}</EmptyState> : <DataTable caption={t('risk_flags')} columns={columns} rows={flags} rowKey={(f) => f.id} />}
      <Dialog title={resolving ? t('risk_resolve_label', { id: resolving.id, username: resolving.username }) : ''} open={resolving !== null} onClose={() => setResolving(null)}>
        {resolving && (
          <ResolveForm
            flag={resolving}
            money={moneyOf(resolving.brandId)}
            onDone={(message) => {
              setDone(message);
              setResolving(null);
            }}
          />
        )}
      </Dialog>
    </>
  );
}

/** The flags of the operator's brands (or the switcher's brand): open ones first by default, filtered by kind, paged on the server. */
export function FlagsPanel({ brandId, canResolve }: { brandId: string; canResolve: boolean }) {
  const [values, update] = useUrlState({ status: 'open', kind: '', page: '1' });
  const pageNo = pageOf(values.page);
  const status = (STATUSES as readonly string[]).includes(values.status) ? (values.status as (typeof STATUSES)[number]) : 'open';
  const query: RiskFlagsQuery = {
    pageNo,
    pageSize: PAGE_SIZE,
    ...(brandId && { brandId }),
    ...(status !== 'all' && { status }),
    ...((RISK_FLAG_KINDS as readonly string[]).includes(values.kind) && { kind: values.kind as RiskFlag['kind'] }),
  };
  const flags = useRiskFlags(query);
  return (
    <Panel title={t('risk_flags')}>
      <div className={layout.filters}>
        <SelectField label={t('risk_flag_status')} value={status} onChange={(e) => update({ status: e.target.value })} options={STATUSES.map((s) => ({ value: s, label: t(`risk_flag_status.${s}` as TextKey) }))} />
        <SelectField
          label={t('risk_flag_kind')}
          value={query.kind ?? ''}
          onChange={(e) => update({ kind: e.target.value })}
          options={[{ value: '', label: t('risk_flag_all_kinds') }, ...RISK_FLAG_KINDS.map((k) => ({ value: k, label: kindName(k) }))]}
        />
      </div>
      <p className={layout.hint}>{t('risk_flags_hint')}</p>
      {flags.isPending ? (
        <LoadingState />
      ) : flags.isError ? (
        <ErrorState error={flags.error} onRetry={() => void flags.refetch()} />
      ) : (
        <div aria-busy={flags.isPlaceholderData}>
          <RiskFlagsTable flags={flags.data.list} canResolve={canResolve} showPlayer empty={t('risk_flags_empty')} emptyHint={t('risk_flags_empty_hint')} />
          {flags.data.total > 0 && <Pager page={pageNo} pageSize={PAGE_SIZE} total={flags.data.total} onPage={(page) => update({ page: String(page) })} />}
        </div>
      )}
    </Panel>
  );
}
