import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { Dialog } from '@/components/ui/dialog/dialog';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { formatTime, localInput } from '@/lib/format';
import { t, type TextKey } from '@/lib/texts';
import { type CatalogueProvider, useCatalogueProviders, useUpdateCatalogueProvider } from '../api/catalogue';
import { sortOf } from '../utils/sort-text';
import layout from '@/components/ui/layout/layout.module.css';
import styles from './catalogue.module.css';

const at = (ms: number) => formatTime(new Date(ms).toISOString());

/** What a provider's state is for the brand's players, in words. */
export function providerState(p: CatalogueProvider): string {
  if (!p.globallyEnabled) return t('cat_state_platform_off');
  if (!p.enabled) return t('cat_state_off');
  if (p.maintenance) return t('cat_state_vendor_maintenance');
  if (p.inWindow && p.window) return t('cat_state_in_window', { until: at(p.window.until) });
  if (p.window && p.window.from > Date.now()) return t('cat_state_window_ahead', { from: at(p.window.from), until: at(p.window.until) });
  return t('cat_state_on');
}

/** A provider's switch, lobby position and maintenance window for one brand. */
function ProviderForm({ brandId, provider, onDone }: { brandId: string; provider: CatalogueProvider; onDone: (message: string) => void }) {
  const save = useUpdateCatalogueProvider();
  const openWindow = provider.window && provider.window.until > Date.now() ? provider.window : null;
  const [enabled, setEnabled] = useState(provider.enabled);
  const [sort, setSort] = useState(provider.sort === null ? '' : String(provider.sort));
  const [from, setFrom] = useState(openWindow ? localInput(new Date(openWindow.from)) : '');
  const [until, setUntil] = useState(openWindow ? localInput(new Date(openWindow.until)) : '');
  const [note, setNote] = useState(provider.note ?? '');
  const [errors, setErrors] = useState<Partial<Record<'sort' | 'from' | 'until', string>>>({});
  return (
    <form
      className={layout.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found: typeof errors = {};
        const sortValue = sortOf(sort);
        if (sortValue === undefined) found.sort = t('cat_sort_format');
        const fromMs = from ? new Date(from).getTime() : null;
        const untilMs = until ? new Date(until).getTime() : null;
        if ((fromMs === null) !== (untilMs === null)) found[fromMs === null ? 'from' : 'until'] = t('cat_window_both');
        if (fromMs !== null && untilMs !== null && untilMs <= fromMs) found.until = t('cat_window_order');
        if (untilMs !== null && untilMs <= Date.now()) found.until = t('cat_window_past');
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        save.mutate(
          {
            brandId,
            code: provider.code,
            enabled,
            sort: sortValue,
            window: fromMs !== null && untilMs !== null ? { from: fromMs, until: untilMs } : null,
            note: note.trim() === '' ? null : note.trim(),
          },
          { onSuccess: (value) => onDone(t('cat_provider_saved', { name: value.name, state: providerState(value) })) },
        );
      }}
    >
      <CheckboxField label={t('cat_provider_enabled')} hint={provider.globallyEnabled ? undefined : t('cat_state_platform_off')} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
      <TextField label={t('cat_sort')} hint={t('cat_sort_hint', { n: provider.globalSort })} inputMode="numeric" value={sort} error={errors.sort} onChange={(e) => setSort(e.target.value)} />
      <fieldset className={layout.fieldset}>
        <legend>{t('cat_window')}</legend>
        <p className={layout.hint}>{t('cat_window_hint')}</p>
        <div className={layout.grid}>
          <TextField label={t('cat_window_from')} type="datetime-local" value={from} error={errors.from} onChange={(e) => setFrom(e.target.value)} />
          <TextField label={t('cat_window_until')} type="datetime-local" value={until} error={errors.until} onChange={(e) => setUntil(e.target.value)} />
        </div>
        {(from || until) && (
          <div>
            <Button
              size="sm"
              onClick={() => {
                setFrom('');
                setUntil('');
              }}
            >
              {t('cat_window_clear')}
            </Button>
          </div>
        )}
      </fieldset>
      <TextAreaField label={t('cat_note')} hint={t('cat_note_hint')} value={note} maxLength={500} rows={2} onChange={(e) => setNote(e.target.value)} />
      {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
      <div>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

/** The brand's providers: which its players see, in what order, and which are under maintenance (and until when). */
export function ProvidersPanel({ brandId, canWrite }: { brandId: string; canWrite: boolean }) {
  const providers = useCatalogueProviders(brandId);
  const [editing, setEditing] = useState<CatalogueProvider | null>(null);
  const [done, setDone] = useState('');
  const columns: TableColumn<CatalogueProvider>[] = [
    {
      id: 'name',
      header: t('cat_provider'),
      cell: (p) => (
        <>
          <strong>{p.name}</strong> <span className="mono">{p.code}</span>
        </>
      ),
    },
    { id: 'type', header: t('col_game_type'), cell: (p) => t(`cat_type.${p.gameType}` as TextKey) },
    { id: 'games', header: t('cat_games_count'), numeric: true, cell: (p) => p.gameCount },
    { id: 'sort', header: t('cat_sort'), numeric: true, cell: (p) => (p.sort === null ? <span className={styles.platform}>{p.globalSort}</span> : p.sort) },
    { id: 'state', header: t('cat_state'), cell: (p) => <span className={p.enabled && p.globallyEnabled && !p.inWindow && !p.maintenance ? undefined : styles.off}>{providerState(p)}</span> },
    { id: 'note', header: t('cat_note'), cell: (p) => p.note ?? '' },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: t('col_actions'),
            cell: (p: CatalogueProvider) => (
              <Button size="sm" aria-label={t('cat_provider_edit', { name: p.name })} onClick={() => setEditing(p)}>
                {t('set_channel_change')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Panel title={t('cat_providers')}>
      {done && <Notice>{done}</Notice>}
      {providers.isPending ? (
        <LoadingState />
      ) : providers.isError ? (
        <ErrorState error={providers.error} onRetry={() => void providers.refetch()} />
      ) : providers.data.list.length === 0 ? (
        <EmptyState title={t('cat_providers_empty')} />
      ) : (
        <DataTable caption={t('cat_providers')} columns={columns} rows={providers.data.list} rowKey={(p) => p.code} />
      )}
      <Dialog title={editing ? t('cat_provider_edit', { name: editing.name }) : ''} open={editing !== null} onClose={() => setEditing(null)}>
        {editing && (
          <ProviderForm
            brandId={brandId}
            provider={editing}
            onDone={(message) => {
              setDone(message);
              setEditing(null);
            }}
          />
        )}
      </Dialog>
    </Panel>
  );
}
