import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmBar } from '@/components/ui/confirm-bar/confirm-bar';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { SelectField } from '@/components/ui/field/field';
import { Pager } from '@/components/ui/pager/pager';
import { PageHeader, Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { useBrandLanguages } from '@/lib/shared-api/get-brand-languages';
import { t, type TextKey } from '@/lib/texts';
import { pageOf, useUrlState } from '@/lib/url-state';
import { type MessageCampaign, useCampaignAction, useMessageCampaigns } from '../api/campaigns';
import { audienceSummary } from '../utils/audience';
import { campaignFailureText } from '../utils/failure-text';
import { CampaignDetail, campaignTitle, progressText } from './campaign-detail';
import { CampaignForm } from './campaign-form';
import layout from '@/components/ui/layout/layout.module.css';

const PAGE_SIZE = 50;
const STATUSES = ['draft', 'sending', 'sent', 'cancelled'] as const;

/** A draft to send or a campaign to stop, waiting for the operator's confirmation. */
type Pending = { action: 'send' | 'cancel'; campaign: MessageCampaign } | null;

/** The list's columns: the title opens the detail; a draft is sent, a draft or a send cancelled, after a confirmation. */
function campaignColumns({ onOpen, onAsk }: { onOpen: (c: MessageCampaign) => void; onAsk: (p: NonNullable<Pending>) => void }): TableColumn<MessageCampaign>[] {
return [
  { id: 'created', header: t('ms_created'), cell: (c) => formatTime(c.createdAt), csv: (c) => c.createdAt },
  { id: 'kind', header: t('ms_kind'), cell: (c) => t(`ms_kind.${c.kind}` as TextKey), csv: (c) => c.kind },
  {
    id: 'title',
    header: t('ms_message_title_column'),
    cell: (c) => (
      <Button size="sm" variant="ghost" aria-label={t('ms_open_label', { title: campaignTitle(c) })} onClick={() => onOpen(c)}>
        {campaignTitle(c)}
      </Button>
    ),
    csv: campaignTitle,
  },
  { id: 'audience', header: t('ms_audience'), cell: (c) => audienceSummary(c.audience), csv: (c) => audienceSummary(c.audience) },
  { id: 'status', header: t('ms_status'), cell: (c) => t(`ms_status.${c.status}` as TextKey), csv: (c) => c.status },
  { id: 'progress', header: t('ms_progress_column'), numeric: true, cell: progressText, csv: (c) => `${c.delivered}/${c.recipients}` },
  { id: 'by', header: t('ms_by'), cell: (c) => c.createdBy, csv: (c) => c.createdBy },
  {
    id: 'actions',
    header: t('col_actions'),
    cell: (c) =>
      c.status === 'draft' || c.status === 'sending' ? (
        <span className={layout.buttons}>
          {c.status === 'draft' && (
            <Button size="sm" aria-label={t('ms_send_label', { title: campaignTitle(c) })} onClick={() => onAsk({ action: 'send', campaign: c })}>
              {t('ms_send_draft')}
            </Button>
          )}
          <Button size="sm" aria-label={t('ms_cancel_label', { title: campaignTitle(c) })} onClick={() => onAsk({ action: 'cancel', campaign: c })}>
            {t('ms_cancel_campaign')}
          </Button>
        </span>
      ) : null,
  },
];
}

/**
 * Platform messages of a brand (the shell's switcher; "all brands" shows the first): the campaigns by status, paged,
 * newest first, a campaign's detail (?open=<id>), and the New message form (?edit=new). Drafts are sent or cancelled
 * from the list after a confirmation; a send in progress is followed until it is done.
 */
export function MessagesPage({ brands }: { brands: readonly { id: string; name: string }[] }) {
  const [values, update] = useUrlState({ brandId: '', status: '', page: '1', edit: '', open: '' });
  const brand = brands.find((b) => b.id === values.brandId) ?? brands[0];
  const brandId = brand?.id ?? '';
  const page = pageOf(values.page);
  const status = (STATUSES as readonly string[]).includes(values.status) ? (values.status as (typeof STATUSES)[number]) : undefined;
  const languages = useBrandLanguages(brandId);
  const list = useMessageCampaigns({ brandId, page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
  const send = useCampaignAction('send');
  const cancel = useCampaignAction('cancel');
  const [pending, setPending] = useState<Pending>(null);
  const [done, setDone] = useState('');
  const openId = pageOf(values.open) === Number(values.open) ? Number(values.open) : null;
  const rows = list.data?.list ?? [];

  if (values.edit === 'new') {
    return (
      <>
        <PageHeader title={t('ms_title_page')} />
        {languages.isPending ? (
          <LoadingState />
        ) : languages.isError ? (
          <ErrorState error={languages.error} onRetry={() => void languages.refetch()} />
        ) : (
        <CampaignForm
          brandId={brandId}
          brandName={brand?.name ?? brandId}
          languages={languages.data}
          onDone={(made) => {
            setDone(made.duplicate ? t('ms_done_duplicate', { id: made.id }) : made.status === 'draft' ? t('ms_done_draft', { title: campaignTitle(made) }) : t('ms_done_sending', { title: campaignTitle(made), count: made.recipients }));
            update({ edit: '', open: String(made.id) });
          }}
          onCancel={() => update({ edit: '' })}
        />
        )}
      </>
    );
  }

  const act = (p: NonNullable<Pending>) => {
    const mutation = p.action === 'send' ? send : cancel;
    mutation.mutate(p.campaign.id, {
      onSuccess: (c) => {
        setDone(p.action === 'send' ? t('ms_done_sending', { title: campaignTitle(c), count: c.recipients }) : t('ms_done_cancelled', { title: campaignTitle(c) }));
        setPending(null);
      },
    });
  };
  const failed = send.error ?? cancel.error;

  const columns = campaignColumns({ onOpen: (c) => update({ open: String(c.id), page: values.page }), onAsk: setPending });

  return (
    <>
      <PageHeader title={t('ms_title_page')}>
        <Button variant="primary" onClick={() => update({ edit: 'new' })}>
          {t('ms_new')}
        </Button>
      </PageHeader>
      <div className={layout.filters}>
        <SelectField
          label={t('ms_status')}
          value={status ?? ''}
          onChange={(e) => update({ status: e.target.value })}
          options={[{ value: '', label: t('ms_status_any') }, ...STATUSES.map((s) => ({ value: s, label: t(`ms_status.${s}` as TextKey) }))]}
        />
      </div>
      {done && <Notice>{done}</Notice>}
      {pending && (
        <ConfirmBar
          danger={pending.action === 'cancel'}
          text={
            pending.action === 'send'
              ? t('ms_send_draft_confirm', { title: campaignTitle(pending.campaign), audience: audienceSummary(pending.campaign.audience) })
              : t('ms_cancel_confirm', { title: campaignTitle(pending.campaign) })
          }
          pending={send.isPending || cancel.isPending}
          onConfirm={() => act(pending)}
          onCancel={() => setPending(null)}
        />
      )}
      {failed && <Notice tone="error">{campaignFailureText(failed)}</Notice>}
      {openId !== null && (
        <CampaignDetail
          key={openId}
          id={openId}
          onClose={() => update({ open: '', page: values.page })}
          onSend={(c) => setPending({ action: 'send', campaign: c })}
          onCancel={(c) => setPending({ action: 'cancel', campaign: c })}
        />
      )}
      <Panel title={t('ms_list')}>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState title={t('ms_empty')}>{t('ms_empty_hint')}</EmptyState>
        ) : (
          <>
            <DataTable caption={t('ms_list')} columns={columns} rows={rows} rowKey={(c) => c.id} />
            <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(p) => update({ page: String(p) })} />
          </>
        )}
      </Panel>
    </>
  );
}
