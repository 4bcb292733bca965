import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { Dialog } from '@/components/ui/dialog/dialog';
import { SelectField } from '@/components/ui/field/field';
import { Pager } from '@/components/ui/pager/pager';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState, Notice } from '@/components/ui/states/states';
import { paths } from '@/config/paths';
import { formatTime } from '@/lib/format';
import { t } from '@/lib/texts';
import { pageOf, useUrlState } from '@/lib/url-state';
import { type KycQueueQuery, type KycSubmission, useKycQueue } from '../api/kyc';
import { KycEnforcement } from './kyc-enforcement';
import { KycReview } from './kyc-review';
import { capitalized, documentTypeName, sidesText } from './kyc-words';
import layout from '@/components/ui/layout/layout.module.css';

const PAGE_SIZE = 20;
const STATUSES = ['pending', 'approved', 'rejected'] as const;
type QueueStatus = (typeof STATUSES)[number];

/** Pending in bold; who decided, and for a rejection the reason and what to send again. */
function StatusCell({ submission: s }: { submission: KycSubmission }) {
  if (s.status === 'approved') return <>{t('kyc_approved_by', { operator: s.reviewedBy ?? '?' })}</>;
  if (s.status === 'rejected')
    return (
      <>
        {t('kyc_rejected_by', { operator: s.reviewedBy ?? '?', reason: s.rejectReason ?? '' })}
        {s.resend.length > 0 && (
          <>
            <br />
            {t('kyc_resend_list', { sides: sidesText(s.resend) })}
          </>
        )}
      </>
    );
  return <strong>{t(`kyc_status.${s.status}`)}</strong>;
}

function kycColumns(onReview: (submission: KycSubmission) => void): TableColumn<KycSubmission>[] {
  return [
    { id: 'player', header: t('col_player'), cell: (s) => <Link to={paths.player(s.memberId)}>{s.username}</Link> },
    { id: 'document', header: t('kyc_document_type'), cell: (s) => documentTypeName(s.documentType) },
    { id: 'files', header: t('kyc_files'), cell: (s) => (s.files.length > 0 ? capitalized(sidesText(s.files.map((f) => f.side))) : t('none')) },
    { id: 'sent', header: t('kyc_sent_at'), cell: (s) => formatTime(s.submittedAt) },
    { id: 'status', header: t('kyc_status'), cell: (s) => <StatusCell submission={s} /> },
    {
      id: 'actions',
      header: t('col_actions'),
      cell: (s) =>
        s.status === 'pending' && (
          <Button size="sm" aria-label={t('kyc_review_label', { username: s.username })} onClick={() => onReview(s)}>
            {t('kyc_review')}
          </Button>
        ),
    },
  ];
}

/** The queue: submissions of the operator's brands (or the switcher's brand) by status, paged on the server. */
function KycQueue({ brandId }: { brandId: string }) {
  const [values, update] = useUrlState({ kycStatus: 'pending', page: '1' });
  const [reviewing, setReviewing] = useState<KycSubmission | null>(null);
  const [done, setDone] = useState('');
  const pageNo = pageOf(values.page);
  const status: QueueStatus = (STATUSES as readonly string[]).includes(values.kycStatus) ? (values.kycStatus as QueueStatus) : 'pending';
  const query: KycQueueQuery = { status, pageNo, pageSize: PAGE_SIZE, ...(brandId && { brandId }) };
  const queue = useKycQueue(query);
  return (
    <Panel title={t('kyc_title')}>
      <div className={layout.filters}>
        <SelectField label={t('kyc_status')} value={status} onChange={(e) => update({ kycStatus: e.target.value })} options={STATUSES.map((s) => ({ value: s, label: t(`kyc_status.${s}`) }))} />
      </div>
      <p className={layout.hint}>{t('kyc_hint')}</p>
      {done && <Notice>{done}</Notice>}
      {queue.isPending ? (
        <LoadingState />
      ) : queue.isError ? (
        <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data.list.length === 0 ? (
        <EmptyState title={t('kyc_empty')}>{t('kyc_empty_hint')}</EmptyState>
      ) : (
        <div aria-busy={queue.isPlaceholderData}>
          <DataTable caption={t('kyc_title')} columns={kycColumns(setReviewing)} rows={queue.data.list} rowKey={(s) => s.id} />
          <Pager page={pageNo} pageSize={PAGE_SIZE} total={queue.data.total} onPage={(page) => update({ page: String(page) })} />
        </div>
      )}
      <Dialog title={reviewing ? t('kyc_review_label', { username: reviewing.username }) : ''} open={reviewing !== null} onClose={() => setReviewing(null)}>
        {reviewing && (
          <KycReview
            submission={reviewing}
            onDone={(message) => {
              setDone(message);
              setReviewing(null);
            }}
          />
        )}
      </Dialog>
    </Panel>
  );
}

/**
 * Identity checks (issue 30; risk.write): the brand's enforcement (the shell's brand, like the rules; switched with
 * settings.write) above the queue of submissions, each reviewed in a dialog beside the profile.
 */
export function KycPanel({ brandId, enforcementBrand, canSetEnforcement }: { brandId: string; enforcementBrand: { id: string; name: string }; canSetEnforcement: boolean }) {
  return (
    <>
      <KycEnforcement key={enforcementBrand.id} brandId={enforcementBrand.id} brandName={enforcementBrand.name} canSet={canSetEnforcement} />
      <KycQueue brandId={brandId} />
    </>
  );
}
