import { textIn } from '@app/contract/brand';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmBar } from '@/components/ui/confirm-bar/confirm-bar';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { SelectField } from '@/components/ui/field/field';
import { Pager } from '@/components/ui/pager/pager';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { t, type TextKey } from '@/lib/texts';
import { useBrandLanguages } from '@/lib/shared-api/get-brand-languages';
import { pageOf, useUrlState } from '@/lib/url-state';
import { type OperatorAnnouncement, useAnnouncements, useRemoveAnnouncement } from '../api/announcements';
import { AnnouncementForm } from './announcement-form';
import layout from '@/components/ui/layout/layout.module.css';

const PAGE_SIZE = 50;
const STATES = ['live', 'scheduled', 'ended', 'removed'] as const;

/** Who sees it, in words. */
function audienceText(a: OperatorAnnouncement['audience']) {
  if (a.type !== 'vip') return t(`ann_audience.${a.type}` as TextKey);
  return a.vipTo === undefined ? t('ann_audience_vip_from', { from: a.vipFrom }) : t('ann_audience_vip_range', { from: a.vipFrom, to: a.vipTo });
}

/**
 * Announcements and popups of a brand (the shell's switcher): the list by state, paged, with a new one or a change in
 * the editor (?edit=new or ?edit=<id>), and a removal after a confirmation.
 */
export function AnnouncementsPanel({ brandId }: { brandId: string }) {
  const [values, update] = useUrlState({ state: '', page: '1', edit: '' });
  const page = pageOf(values.page);
  const state = (STATES as readonly string[]).includes(values.state) ? (values.state as (typeof STATES)[number]) : undefined;
  const list = useAnnouncements({ brandId, page, pageSize: PAGE_SIZE, ...(state ? { state } : {}) });
  const remove = useRemoveAnnouncement();
  const languages = useBrandLanguages(brandId);
  /** a text in the brand's first language (the list shows one) */
  const shown = (text: OperatorAnnouncement['title']) => textIn(text, languages.data?.[0] ?? '');
  const [removing, setRemoving] = useState<OperatorAnnouncement | null>(null);
  const [done, setDone] = useState('');
  const rows = list.data?.list ?? [];
  const editing = values.edit === 'new' ? null : rows.find((a) => String(a.id) === values.edit);

  if (values.edit && (values.edit === 'new' || editing)) {
    if (languages.isPending) return <LoadingState />;
    if (languages.isError) return <ErrorState error={languages.error} onRetry={() => void languages.refetch()} />;
    return (
      <>
        <AnnouncementForm
          key={values.edit}
          brandId={brandId}
          languages={languages.data}
          announcement={editing ?? null}
          onDone={(saved) => {
            setDone(t('ann_saved', { title: shown(saved.title), state: t(`ann_state.${saved.state}` as TextKey) }));
            update({ edit: '' });
          }}
          onCancel={() => update({ edit: '' })}
        />
      </>
    );
  }

  const columns: TableColumn<OperatorAnnouncement>[] = [
    { id: 'title', header: t('ann_title'), cell: (a) => <strong>{shown(a.title)}</strong>, csv: (a) => shown(a.title) },
    { id: 'type', header: t('ann_type'), cell: (a) => t(`ann_type.${a.type}` as TextKey) + (a.popup ? ` · ${t('ann_popup_short')}` : ''), csv: (a) => `${a.type}${a.popup ? '+popup' : ''}` },
    { id: 'audience', header: t('ann_audience'), cell: (a) => audienceText(a.audience), csv: (a) => audienceText(a.audience) },
    { id: 'state', header: t('ann_state'), cell: (a) => t(`ann_state.${a.state}` as TextKey), csv: (a) => a.state },
    { id: 'start', header: t('ann_start'), cell: (a) => formatTime(a.publishedAt), csv: (a) => a.publishedAt },
    { id: 'end', header: t('ann_end'), cell: (a) => (a.endsAt ? formatTime(a.endsAt) : t('none')), csv: (a) => a.endsAt ?? '' },
    { id: 'by', header: t('ann_by'), cell: (a) => a.createdBy ?? t('ann_by_seed'), csv: (a) => a.createdBy ?? '' },
    {
      id: 'actions',
      header: t('col_actions'),
      cell: (a) =>
        a.state === 'removed' ? null : (
          <span className={layout.buttons}>
            <Button size="sm" aria-label={t('ann_edit_label', { title: shown(a.title) })} onClick={() => update({ edit: String(a.id) })}>
              {t('ann_edit_short')}
            </Button>
            <Button size="sm" aria-label={t('ann_remove_label', { title: shown(a.title) })} onClick={() => setRemoving(a)}>
              {t('ann_remove')}
            </Button>
          </span>
        ),
    },
  ];

  return (
    <>
      <div className={layout.filters}>
        <SelectField
          label={t('ann_state')}
          value={state ?? ''}
          onChange={(e) => update({ state: e.target.value })}
          options={[{ value: '', label: t('ann_state_any') }, ...STATES.map((s) => ({ value: s, label: t(`ann_state.${s}` as TextKey) }))]}
        />
        <div className={layout.buttons}>
          <ExportCsvButton fileName={`announcements-${brandId}.csv`} columns={columns} rows={rows} />
          <Button variant="primary" onClick={() => update({ edit: 'new' })}>
            {t('ann_new')}
          </Button>
        </div>
      </div>
      {done && <Notice>{done}</Notice>}
      {removing && (
        <ConfirmBar
          danger
          text={t('ann_remove_confirm', { title: shown(removing.title) })}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => {
                setDone(t('ann_removed', { title: shown(removing.title) }));
                setRemoving(null);
              },
            })
          }
          onCancel={() => setRemoving(null)}
        />
      )}
      {remove.isError && <Notice tone="error">{failureText(remove.error)}</Notice>}
      <Panel title={t('ann_list')}>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState title={t('ann_empty')}>{t('ann_empty_hint')}</EmptyState>
        ) : (
          <>
            <DataTable caption={t('ann_list')} columns={columns} rows={rows} rowKey={(a) => String(a.id)} />
            <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(p) => update({ page: String(p) })} />
          </>
        )}
      </Panel>
    </>
  );
}
