import { textIn } from '@app/contract/brand';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmBar } from '@/components/ui/confirm-bar/confirm-bar';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { useBrandLanguages } from '@/lib/shared-api/get-brand-languages';
import { useUrlState } from '@/lib/url-state';
import { type HelpArticle, useHelpArticles, useRemoveHelpArticle } from '../api/help-articles';
import { HelpArticleForm } from './help-article-form';
import layout from '@/components/ui/layout/layout.module.css';

/**
 * The brand's help centre articles in the help centre's order: written and changed in each of its languages (?article=new or
 * ?article=<key>), taken out after a confirmation, and put back by saving them again.
 */
export function HelpArticlesPanel({ brandId }: { brandId: string }) {
  const [values, update] = useUrlState({ article: '' });
  const articles = useHelpArticles(brandId);
  const remove = useRemoveHelpArticle(brandId);
  const languages = useBrandLanguages(brandId);
  /** a text in the brand's first language (the list shows one) */
  const shown = (text: HelpArticle['title']) => textIn(text, languages.data?.[0] ?? '');
  const [removing, setRemoving] = useState<HelpArticle | null>(null);
  const [done, setDone] = useState('');
  const list = articles.data?.list ?? [];
  const editing = list.find((a) => a.key === values.article);

  if (values.article && (values.article === 'new' || editing)) {
    if (languages.isPending) return <LoadingState />;
    if (languages.isError) return <ErrorState error={languages.error} onRetry={() => void languages.refetch()} />;
    return (
      <HelpArticleForm
        key={values.article}
        brandId={brandId}
        languages={languages.data}
        article={editing ?? null}
        onDone={(saved) => {
          setDone(t('help_saved', { title: shown(saved.title) }));
          update({ article: '' });
        }}
        onCancel={() => update({ article: '' })}
      />
    );
  }
  const columns: TableColumn<HelpArticle>[] = [
    { id: 'title', header: t('help_title'), cell: (a) => <strong>{shown(a.title)}</strong>, csv: (a) => shown(a.title) },
    { id: 'key', header: t('help_key'), cell: (a) => <span className="mono">{a.key}</span>, csv: (a) => a.key },
    { id: 'category', header: t('help_category'), cell: (a) => a.category, csv: (a) => a.category },
    { id: 'sort', header: t('help_sort'), numeric: true, cell: (a) => a.sort, csv: (a) => a.sort },
    { id: 'state', header: t('ann_state'), cell: (a) => (a.removed ? t('help_state_removed') : t('help_state_live')), csv: (a) => (a.removed ? 'removed' : 'live') },
    {
      id: 'actions',
      header: t('col_actions'),
      cell: (a) => (
        <span className={layout.buttons}>
          <Button size="sm" aria-label={t('help_edit', { title: shown(a.title) })} onClick={() => update({ article: a.key })}>
            {a.removed ? t('help_restore') : t('ann_edit_short')}
          </Button>
          {!a.removed && (
            <Button size="sm" aria-label={t('help_remove_label', { title: shown(a.title) })} onClick={() => setRemoving(a)}>
              {t('ann_remove')}
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <>
      <div className={layout.buttons}>
        <ExportCsvButton fileName={`help-${brandId}.csv`} columns={columns} rows={list} />
        <Button variant="primary" onClick={() => update({ article: 'new' })}>
          {t('help_new')}
        </Button>
      </div>
      {done && <Notice>{done}</Notice>}
      {removing && (
        <ConfirmBar
          danger
          text={t('help_remove_confirm', { title: shown(removing.title) })}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(removing.key, {
              onSuccess: () => {
                setDone(t('help_removed', { title: shown(removing.title) }));
                setRemoving(null);
              },
            })
          }
          onCancel={() => setRemoving(null)}
        />
      )}
      {remove.isError && <Notice tone="error">{failureText(remove.error)}</Notice>}
      <Panel title={t('help_list')}>
        {articles.isPending ? (
          <LoadingState />
        ) : articles.isError ? (
          <ErrorState error={articles.error} onRetry={() => void articles.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState title={t('help_empty')} />
        ) : (
          <DataTable caption={t('help_list')} columns={columns} rows={list} rowKey={(a) => a.key} />
        )}
      </Panel>
    </>
  );
}
