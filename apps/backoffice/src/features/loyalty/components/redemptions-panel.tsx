import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { SelectField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { t } from '@/lib/texts';
import { type Redemption, type RedemptionStatus, useApproveRedemption, useRedemptions, useRejectRedemption } from '../api/redemptions';
import { loyaltyRefusal } from '../utils/refusal';
import layout from '@/components/ui/layout/layout.module.css';
import styles from './loyalty.module.css';

type Decision = { redemption: Redemption; kind: 'approve' | 'reject' };
const STATUSES: readonly RedemptionStatus[] = ['processing', 'approved', 'rejected'];

/** The decision's second step: the remark the member reads (needed to reject), then Confirm. */
function DecisionForm({ decision, pending, onConfirm, onCancel }: { decision: Decision; pending: boolean; onConfirm: (remark: string) => void; onCancel: () => void }) {
  const [remark, setRemark] = useState('');
  const [error, setError] = useState('');
  const r = decision.redemption;
  const approve = decision.kind === 'approve';
  const label = t(approve ? 'lo_redeem_approve_label' : 'lo_redeem_reject_label', { ref: r.referenceNo });
  return (
    <form
      className={layout.form}
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        const text = remark.trim();
        setError(!approve && !text ? t('lo_redeem_remark_required') : text.length > 200 ? t('lo_redeem_remark_long') : '');
        if ((approve || text) && text.length <= 200) onConfirm(text);
      }}
    >
      <p>{t(approve ? 'lo_redeem_approve_text' : 'lo_redeem_reject_text', { player: r.username, quantity: r.quantity, item: r.rewardName, points: r.points.toLocaleString('en') })}</p>
      <TextField label={approve ? t('lo_redeem_remark_optional') : t('lo_redeem_remark')} value={remark} error={error} maxLength={200} onChange={(e) => setRemark(e.target.value)} />
      <div className={layout.buttons}>
        <Button type="submit" variant={approve ? 'primary' : 'danger'} disabled={pending}>
          {approve ? t('lo_redeem_approve') : t('lo_redeem_reject')}
        </Button>
        <Button onClick={onCancel}>{t('cancel')}</Button>
      </div>
    </form>
  );
}

/**
 * The mall's redemptions of the brand by status, newest first: what was redeemed, by whom, for how many points and
 * where a physical item goes. Approving pays a digital item's grant once; rejecting gives the points and the units
 * back; the member reads the remark in their messages.
 */
export function RedemptionsPanel({ brandId }: { brandId: string }) {
  const [status, setStatus] = useState<RedemptionStatus>('processing');
  const list = useRedemptions(brandId, status);
  const approve = useApproveRedemption(brandId);
  const reject = useRejectRedemption(brandId);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [done, setDone] = useState('');
  const columns: TableColumn<Redemption>[] = [
    { id: 'ref', header: t('lo_redeem_ref'), cell: (r) => <span className="mono">{r.referenceNo}</span>, csv: (r) => r.referenceNo },
    { id: 'at', header: t('lo_redeem_at'), cell: (r) => formatTime(r.createdAt), csv: (r) => r.createdAt },
    { id: 'player', header: t('lo_redeem_player'), cell: (r) => r.username, csv: (r) => r.username },
    { id: 'item', header: t('lo_redeem_item'), cell: (r) => r.rewardName, csv: (r) => r.rewardName },
    { id: 'quantity', header: t('lo_redeem_quantity'), numeric: true, cell: (r) => r.quantity, csv: (r) => r.quantity },
    { id: 'points', header: t('lo_redeem_points'), numeric: true, cell: (r) => r.points.toLocaleString('en'), csv: (r) => r.points },
    {
      id: 'address',
      header: t('lo_redeem_address'),
      cell: (r) => (r.address ? `${r.address.name}, ${r.address.phone}, ${r.address.address}` : t('none')),
      csv: (r) => (r.address ? `${r.address.name}, ${r.address.phone}, ${r.address.address}` : ''),
    },
    ...(status === 'processing'
      ? [
          {
            id: 'actions',
            header: '',
            cell: (r: Redemption) => (
              <span className={styles.actions}>
                <Button size="sm" variant="primary" aria-label={t('lo_redeem_approve_label', { ref: r.referenceNo })} onClick={() => setDeciding({ redemption: r, kind: 'approve' })}>
                  {t('lo_redeem_approve')}
                </Button>
                <Button size="sm" variant="danger" aria-label={t('lo_redeem_reject_label', { ref: r.referenceNo })} onClick={() => setDeciding({ redemption: r, kind: 'reject' })}>
                  {t('lo_redeem_reject')}
                </Button>
              </span>
            ),
          },
        ]
      : [
          { id: 'remark', header: t('lo_redeem_remark'), cell: (r: Redemption) => r.remark ?? t('none'), csv: (r: Redemption) => r.remark ?? '' },
          { id: 'decided', header: t('lo_redeem_decided'), cell: (r: Redemption) => formatTime(r.decidedAt), csv: (r: Redemption) => r.decidedAt ?? '' },
        ]),
  ];
  const decide = (decision: Decision, remark: string) => {
    const id = decision.redemption.id;
    const after = {
      onSuccess: () => {
        setDeciding(null);
        setDone(t(decision.kind === 'approve' ? 'lo_redeem_approved' : 'lo_redeem_rejected', { ref: decision.redemption.referenceNo }));
      },
    };
    if (decision.kind === 'approve') approve.mutate({ id, ...(remark ? { remark } : {}) }, after);
    else reject.mutate({ id, remark }, after);
  };
  const failed = approve.isError ? approve.error : reject.isError ? reject.error : null;
  return (
    <Panel title={t('lo_redemptions')}>
      <div className={layout.filters}>
        <SelectField
          label={t('lo_redeem_status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as RedemptionStatus);
            setDeciding(null);
          }}
          options={STATUSES.map((s) => ({ value: s, label: t(`lo_redeem_status.${s}`) }))}
        />
      </div>
      {done && <Notice>{done}</Notice>}
      {failed && <Notice tone="error">{loyaltyRefusal(failed)}</Notice>}
      {deciding && <DecisionForm key={`${deciding.kind}:${deciding.redemption.id}`} decision={deciding} pending={approve.isPending || reject.isPending} onCancel={() => setDeciding(null)} onConfirm={(remark) => decide(deciding, remark)} />}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t('lo_redemptions_empty')} />
      ) : (
        <DataTable caption={t('lo_redemptions')} columns={columns} rows={list.data.list} rowKey={(r) => r.id} />
      )}
    </Panel>
  );
}
