import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { Dialog } from '@/components/ui/dialog/dialog';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { PageHeader } from '@/components/ui/panel/panel';
import { Pager } from '@/components/ui/pager/pager';
import { EmptyState, ErrorState, LoadingState, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { t } from '@/lib/texts';
import { usePagedRows } from '@/lib/url-state';
import { type OperatorAccount, useOperators } from '../api/get-operators';
import { useRoles } from '../api/get-roles';
import { CreateOperatorForm } from './create-operator-form';
import { EditOperatorForm } from './edit-operator-form';
import styles from './operators.module.css';

type Brand = { id: string; name: string };

function operatorColumns(brandNames: (ids: string[] | null) => string, onEdit: (o: OperatorAccount) => void): TableColumn<OperatorAccount>[] {
  return [
    { id: 'username', header: t('col_username'), cell: (o) => o.username, csv: (o) => o.username },
    { id: 'role', header: t('col_role'), cell: (o) => o.role, csv: (o) => o.role },
    { id: 'brands', header: t('col_brands'), cell: (o) => brandNames(o.brandIds), csv: (o) => (o.brandIds ? o.brandIds.join(' ') : '*') },
    { id: 'enrolled', header: t('col_enrolled'), cell: (o) => (o.enrolled ? t('enrolled_yes') : t('enrolled_no')), csv: (o) => o.enrolled },
    {
      id: 'status',
      header: t('col_status'),
      cell: (o) => <span className={[styles.badge, o.disabled ? styles.badgeOff : ''].join(' ')}>{o.disabled ? t('status_disabled') : t('status_active')}</span>,
      csv: (o) => (o.disabled ? 'disabled' : 'active'),
    },
    { id: 'created', header: t('col_created'), cell: (o) => formatTime(o.createdAt), csv: (o) => o.createdAt },
    { id: 'lastLogin', header: t('col_last_login'), cell: (o) => formatTime(o.lastLoginAt) || t('none'), csv: (o) => o.lastLoginAt },
    {
      id: 'actions',
      header: t('col_actions'),
      cell: (o) => (
        <Button size="sm" onClick={() => onEdit(o)} aria-label={t('operator_edit_title', { username: o.username })}>
          {t('operator_edit')}
        </Button>
      ),
    },
  ];
}

/** Operator accounts: the list (paged in the URL), a new operator, and changes to one. */
export function OperatorsList({ brands }: { brands: readonly Brand[] }) {
  const operators = useOperators();
  const roles = useRoles();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<OperatorAccount | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const paged = usePagedRows(operators.data?.list ?? [], 'page', 50);
  const roleNames = (roles.data?.list ?? []).map((r) => r.name);
  const columns = useMemo(() => {
    const names = new Map(brands.map((b) => [b.id, b.name]));
    return operatorColumns((ids) => (ids === null ? t('brands_every') : ids.map((id) => names.get(id) ?? id).join(', ')), setEditing);
  }, [brands]);
  return (
    <>
      <PageHeader title={t('operators_title')}>
        <ExportCsvButton fileName="operators.csv" columns={columns} rows={paged.rows} />
        <Button variant="primary" onClick={() => setCreating(true)} disabled={!roles.data}>
          {t('operator_create')}
        </Button>
      </PageHeader>
      {done && <Notice>{done}</Notice>}
      {operators.isPending ? (
        <LoadingState />
      ) : operators.isError ? (
        <ErrorState error={operators.error} onRetry={() => void operators.refetch()} />
      ) : paged.total === 0 ? (
        <EmptyState>{t('operators_empty')}</EmptyState>
      ) : (
        <>
          <DataTable caption={t('operators_title')} columns={columns} rows={paged.rows} rowKey={(o) => o.id} />
          <Pager page={paged.page} pageSize={paged.pageSize} total={paged.total} onPage={paged.setPage} />
        </>
      )}
      <Dialog title={t('operator_create')} open={creating} onClose={() => setCreating(false)}>
        <CreateOperatorForm
          roles={roleNames}
          brands={brands}
          onDone={(username) => {
            setCreating(false);
            setDone(t('operator_created', { username }));
          }}
        />
      </Dialog>
      <Dialog title={editing ? t('operator_edit_title', { username: editing.username }) : ''} open={editing !== null} onClose={() => setEditing(null)}>
        {editing && (
          <EditOperatorForm
            key={editing.id}
            operator={editing}
            roles={roleNames}
            brands={brands}
            onDone={() => {
              setDone(t('operator_saved', { username: editing.username }));
              setEditing(null);
            }}
          />
        )}
      </Dialog>
    </>
  );
}
