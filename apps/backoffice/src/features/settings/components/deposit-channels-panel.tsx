import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { Dialog } from '@/components/ui/dialog/dialog';
import { CheckboxField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { failureText, Notice } from '@/components/ui/states/states';
import { amountFormatKey, amountInputMode, amountText, amountToMinor, formatAmount, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { type DepositChannel, useSetDepositChannel } from '../api/settings';
import styles from '@/components/ui/layout/layout.module.css';

/** One channel's name, limits (in `money`, the brand's currency), order and switch (its type and provider are the provider's and stay). */
function ChannelForm({ brandId, money, channel, onDone }: { brandId: string; money: MoneyFormat; channel: DepositChannel; onDone: () => void }) {
  const save = useSetDepositChannel();
  const [name, setName] = useState(channel.name);
  const [min, setMin] = useState(amountText(channel.minMinor, money.digits));
  const [max, setMax] = useState(amountText(channel.maxMinor, money.digits));
  const [sort, setSort] = useState(String(channel.sort));
  const [enabled, setEnabled] = useState(channel.enabled);
  const [problem, setProblem] = useState('');
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const minMinor = amountToMinor(min, money.digits);
        const maxMinor = amountToMinor(max, money.digits);
        if (minMinor === null || maxMinor === null || minMinor < 1) return setProblem(t(amountFormatKey(money.digits)));
        if (minMinor > maxMinor) return setProblem(t('set_min_above_max'));
        if (!/^\d{1,5}$/.test(sort.trim()) || !name.trim()) return setProblem(t('required'));
        setProblem('');
        save.mutate({ brandId, code: channel.code, name: name.trim(), minMinor, maxMinor, sort: Number(sort), enabled }, { onSuccess: onDone });
      }}
    >
      <TextField label={t('set_channel_name')} value={name} onChange={(e) => setName(e.target.value)} maxLength={64} />
      <div className={styles.grid}>
        <TextField label={t('set_channel_min')} inputMode={amountInputMode(money.digits)} value={min} onChange={(e) => setMin(e.target.value)} />
        <TextField label={t('set_channel_max')} inputMode={amountInputMode(money.digits)} value={max} onChange={(e) => setMax(e.target.value)} />
        <TextField label={t('set_channel_sort')} inputMode="numeric" value={sort} onChange={(e) => setSort(e.target.value)} />
      </div>
      <CheckboxField label={t('set_channel_enabled')} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
      {problem && <Notice tone="error">{problem}</Notice>}
      {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
      <div>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

/** The brand's deposit channels in the deposit page's order, each changed in a dialog. */
export function DepositChannelsPanel({ brandId, channels, canWrite }: { brandId: string; channels: readonly DepositChannel[]; canWrite: boolean }) {
  const [editing, setEditing] = useState<DepositChannel | null>(null);
  const money = useBrandMoney()(brandId);
  const columns: TableColumn<DepositChannel>[] = [
    { id: 'name', header: t('set_channel_name'), cell: (c) => <strong>{c.name}</strong> },
    { id: 'code', header: t('set_channel_code'), cell: (c) => <span className="mono">{c.code}</span> },
    { id: 'type', header: t('set_channel_type'), cell: (c) => `${c.type} · ${c.provider}` },
    { id: 'min', header: t('set_channel_min'), numeric: true, cell: (c) => formatAmount(c.minMinor, money) },
    { id: 'max', header: t('set_channel_max'), numeric: true, cell: (c) => formatAmount(c.maxMinor, money) },
    { id: 'enabled', header: t('set_channel_enabled'), cell: (c) => (c.enabled ? t('yes') : t('no')) },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: t('col_actions'),
            cell: (c: DepositChannel) => (
              <Button size="sm" aria-label={t('set_channel_edit', { name: c.name })} onClick={() => setEditing(c)}>
                {t('set_channel_change')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Panel title={t('set_channels_title')}>
      <DataTable caption={t('set_channels_title')} columns={columns} rows={channels} rowKey={(c) => c.code} />
      <Dialog title={editing ? t('set_channel_edit', { name: editing.name }) : ''} open={editing !== null} onClose={() => setEditing(null)}>
        {editing && <ChannelForm brandId={brandId} money={money} channel={editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </Panel>
  );
}
