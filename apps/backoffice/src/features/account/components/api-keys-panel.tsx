import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button/button';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { Pager } from '@/components/ui/pager/pager';
import { EmptyState, ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { t } from '@/lib/texts';
import { usePagedRows } from '@/lib/url-state';
import { useCreateApiKey } from '../api/create-api-key';
import { type ApiKeyRow, useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import styles from './account.module.css';

const keySchema = z.object({ name: z.string().trim().min(1).max(60) });

function CreateKeyForm() {
  const create = useCreateApiKey();
  const { register, handleSubmit, formState, reset } = useForm<z.input<typeof keySchema>>({ resolver: zodResolver(keySchema), defaultValues: { name: '' } });
  const submit = handleSubmit(({ name }) => create.mutate(name.trim(), { onSuccess: () => reset() }));
  return (
    <>
      <form className={styles.inline} onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('api_key_name')} maxLength={60} error={formState.errors.name && t('field_required', { field: t('api_key_name').toLowerCase() })} {...register('name')} />
        <Button type="submit" variant="primary" disabled={create.isPending} className={styles.submit}>
          {t('api_key_create')}
        </Button>
      </form>
      {create.isError && <Notice tone="error">{failureText(create.error)}</Notice>}
      {create.isSuccess && (
        <div className={styles.secret} role="status">
          <p>{t('api_key_created')}</p>
          <code className="mono" data-testid="created-api-key">
            {create.data.key}
          </code>{' '}
          <CopyButton text={create.data.key} />
        </div>
      )}
    </>
  );
}

/** The operator's personal API keys (the CLI): list, create (the key shown once), revoke. */
export function ApiKeysPanel() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const paged = usePagedRows(keys.data?.list ?? [], 'keysPage', 20);
  const columns: TableColumn<ApiKeyRow>[] = [
    { id: 'name', header: t('col_key_name'), cell: (k) => k.name, csv: (k) => k.name },
    { id: 'prefix', header: t('col_prefix'), cell: (k) => <span className="mono">{k.prefix}…</span>, csv: (k) => k.prefix },
    { id: 'created', header: t('col_created'), cell: (k) => formatTime(k.createdAt), csv: (k) => k.createdAt },
    { id: 'lastUsed', header: t('col_last_used'), cell: (k) => formatTime(k.lastUsedAt) || t('none'), csv: (k) => k.lastUsedAt },
    {
      id: 'actions',
      header: t('col_actions'),
      cell: (k) => (
        <Button
          size="sm"
          variant="danger"
          disabled={revoke.isPending}
          aria-label={`${t('api_key_revoke')} ${k.name}`}
          onClick={() => {
            if (window.confirm(t('api_key_revoke_confirm', { name: k.name }))) revoke.mutate(k.id);
          }}
        >
          {t('api_key_revoke')}
        </Button>
      ),
    },
  ];
  return (
    <Panel title={t('api_keys_title')} actions={<ExportCsvButton fileName="api-keys.csv" columns={columns} rows={paged.rows} />}>
      <p className="muted">{t('api_keys_intro')}</p>
      <CreateKeyForm />
      {revoke.isSuccess && <Notice>{t('api_key_revoked')}</Notice>}
      {revoke.isError && <Notice tone="error">{failureText(revoke.error)}</Notice>}
      {keys.isPending ? (
        <LoadingState rows={2} />
      ) : keys.isError ? (
        <ErrorState error={keys.error} onRetry={() => void keys.refetch()} />
      ) : paged.total === 0 ? (
        <EmptyState>{t('api_keys_empty')}</EmptyState>
      ) : (
        <>
          <DataTable caption={t('api_keys_title')} columns={columns} rows={paged.rows} rowKey={(k) => k.id} />
          {paged.total > paged.pageSize && <Pager label={t('api_keys_title')} page={paged.page} pageSize={paged.pageSize} total={paged.total} onPage={paged.setPage} />}
        </>
      )}
    </Panel>
  );
}
