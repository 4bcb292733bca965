import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { Dialog } from '@/components/ui/dialog/dialog';
import { SelectField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { formatAmount } from '@/lib/money';
import { t } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { usePayoutSettings } from '@/lib/shared-api/get-payout-settings';
import { type TransferChannel, useSetPayoutMethod, useTransferChannels } from '../api/settings';
import { TransferChannelForm } from './transfer-channel-form';

/** How approved withdrawals are paid: by hand, or through a configured provider that pays out. */
function PayoutMethod({ brandId, canWrite }: { brandId: string; canWrite: boolean }) {
  const payout = usePayoutSettings(brandId);
  const save = useSetPayoutMethod();
  if (!payout.data) return null;
  return (
    <>
      <SelectField
        label={t('po_method')}
        value={payout.data.payoutMethod}
        disabled={!canWrite || save.isPending}
        onChange={(e) => save.mutate({ brandId, payoutMethod: e.target.value })}
        options={payout.data.available.map((m) => ({ value: m, label: m === 'manual' ? t('po_manual') : t('po_provider', { name: m }) }))}
      />
      {save.isSuccess && <Notice>{t('po_saved')}</Notice>}
      {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
    </>
  );
}

/**
 * The brand's receiving accounts (manual transfer channels: a bank or e-wallet account, its QR code, limits and
 * hours) and its payout method. Players see an account on the deposit page; finance confirms each transfer in
 * Deposits.
 */
export function TransferChannelsPanel({ brandId, canWrite }: { brandId: string; canWrite: boolean }) {
  const channels = useTransferChannels(brandId);
  const [editing, setEditing] = useState<TransferChannel | 'new' | null>(null);
  const money = useBrandMoney()(brandId);
  const [done, setDone] = useState('');
  const columns: TableColumn<TransferChannel>[] = [
    { id: 'name', header: t('tc_name'), cell: (c) => <strong>{c.name}</strong> },
    { id: 'account', header: t('tc_institution'), cell: (c) => `${c.institution} · ${c.accountName} · ${c.accountNumber}` },
    { id: 'limits', header: t('set_channel_min'), cell: (c) => `${formatAmount(c.minMinor, money)} – ${formatAmount(c.maxMinor, money)}` },
    { id: 'hours', header: t('tc_hours'), cell: (c) => (c.openFrom ? `${c.openFrom}–${c.openUntil}` : t('tc_always')) },
    { id: 'enabled', header: t('set_channel_enabled'), cell: (c) => (c.enabled ? t('yes') : t('no')) },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: t('col_actions'),
            cell: (c: TransferChannel) => (
              <Button size="sm" aria-label={t('tc_edit', { name: c.name })} onClick={() => setEditing(c)}>
                {t('tc_change')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Panel title={t('tc_title')}>
      <p>{t('tc_hint')}</p>
      {done && <Notice>{done}</Notice>}
      {channels.isPending ? (
        <LoadingState />
      ) : channels.isError ? (
        <ErrorState error={channels.error} onRetry={() => void channels.refetch()} />
      ) : channels.data.list.length === 0 ? (
        <EmptyState title={t('tc_empty')} />
      ) : (
        <DataTable caption={t('tc_title')} columns={columns} rows={channels.data.list} rowKey={(c) => c.code} />
      )}
      {canWrite && (
        <div>
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('tc_add')}
          </Button>
        </div>
      )}
      <h3>{t('po_title')}</h3>
      <PayoutMethod brandId={brandId} canWrite={canWrite} />
      <Dialog title={editing === 'new' ? t('tc_add') : editing ? t('tc_edit', { name: editing.name }) : ''} open={editing !== null} onClose={() => setEditing(null)}>
        {editing && channels.data && (
          <TransferChannelForm
            brandId={brandId}
            money={money}
            channel={editing === 'new' ? null : editing}
            windowMinutes={channels.data.transferWindowMinutes}
            onDone={(name) => {
              setDone(t('tc_saved', { name }));
              setEditing(null);
            }}
          />
        )}
      </Dialog>
    </Panel>
  );
}
