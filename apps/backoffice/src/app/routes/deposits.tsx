import { useEffect } from 'react';
import { DepositsList } from '@/features/deposits/components/deposits-list';
import { ReconciliationPanel } from '@/features/reports/components/reconciliation-panel';
import { can, useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  useEffect(() => {
    document.title = `${t('deposits_title')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="players.read">
      <DepositsList brands={me.data?.brands ?? []} canConfirm={can(me.data, 'deposits.write')} />
      {/* the day's reconciliation of orders, provider events and ledger postings (a report: dashboard.read) */}
      {can(me.data, 'dashboard.read') && <ReconciliationPanel brands={me.data?.brands ?? []} />}
    </RequirePermission>
  );
}
