import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState, Notice } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { useUrlState } from '@/lib/url-state';
import { type MallItem, useMallItems, useRestockItem } from '../api/mall';
import { operatorText } from '@/lib/format';
import { rewardText, wholeNumber } from '../utils/loyalty-form';
import { loyaltyRefusal } from '../utils/refusal';
import { MallItemForm } from './mall-item-form';
import styles from './loyalty.module.css';

const nameOf = (item: MallItem) => operatorText(item.name, item.code);
/** few enough units left to want a restock */
const LOW_STOCK = 5;
const MALL_URL = { item: '' };

function RestockForm({ item, pending, onSave, onCancel }: { item: MallItem; pending: boolean; onSave: (quantity: number) => void; onCancel: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  return (
    <form
      className={styles.inline}
      noValidate
      aria-label={t('lo_restock_label', { name: nameOf(item) })}
      onSubmit={(e) => {
        e.preventDefault();
        const quantity = wholeNumber(value, 1, 1_000_000);
        setError(quantity === null ? t('number_format') : '');
        if (quantity !== null) onSave(quantity);
      }}
    >
      <TextField className={styles.narrow} label={t('lo_restock_units')} inputMode="numeric" value={value} error={error} onChange={(e) => setValue(e.target.value)} />
      <Button size="sm" type="submit" variant="primary" disabled={pending}>
        {t('lo_restock_add')}
      </Button>
      <Button size="sm" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </form>
  );
}

/**
 * The brand's points mall: every item with its picture, price, stock and the units waiting for a decision; a new
 * item or a change in the editor (?item=new or ?item=<code>), and a restock in the row.
 */
export function MallPanel({ brandId }: { brandId: string }) {
  const [values, update] = useUrlState(MALL_URL);
  const items = useMallItems(brandId);
  const restock = useRestockItem(brandId);
  const money = useBrandMoney()(brandId);
  const [restocking, setRestocking] = useState<string | null>(null);
  const [done, setDone] = useState('');
  if (items.isPending) return <LoadingState />;
  if (items.isError) return <ErrorState error={items.error} onRetry={() => void items.refetch()} />;
  if (values.item) {
    const editing = values.item === 'new' ? null : (items.data.list.find((i) => i.code === values.item) ?? null);
    return (
      <MallItemForm
        key={values.item}
        brandId={brandId}
        item={editing}
        onCancel={() => update({ item: '' })}
        onDone={(saved) => {
          setDone(t(editing ? 'lo_item_saved' : 'lo_item_created', { name: nameOf(saved) }));
          update({ item: '' });
        }}
      />
    );
  }
  const columns: TableColumn<MallItem>[] = [
    { id: 'image', header: t('lo_item_image'), cell: (i) => <img className={styles.thumb} src={i.image} alt="" loading="lazy" /> },
    { id: 'name', header: t('lo_item_name'), cell: (i) => <strong>{nameOf(i)}</strong>, csv: nameOf },
    { id: 'code', header: t('lo_code'), cell: (i) => <span className="mono">{i.code}</span>, csv: (i) => i.code },
    { id: 'category', header: t('lo_item_category'), cell: (i) => i.category, csv: (i) => i.category },
    { id: 'points', header: t('lo_item_points'), numeric: true, cell: (i) => i.pointsCost.toLocaleString('en'), csv: (i) => i.pointsCost },
    { id: 'pays', header: t('lo_item_pays'), cell: (i) => (i.physical ? t('lo_item_shipped') : rewardText(i.grant, money)), csv: (i) => (i.physical ? 'shipped' : rewardText(i.grant, money)) },
    {
      id: 'stock',
      header: t('lo_item_stock'),
      numeric: true,
      cell: (i) =>
        restocking === i.code ? (
          <RestockForm
            item={i}
            pending={restock.isPending}
            onCancel={() => setRestocking(null)}
            onSave={(quantity) =>
              restock.mutate(
                { brandId, code: i.code, quantity },
                {
                  onSuccess: (r) => {
                    setRestocking(null);
                    setDone(t('lo_restocked', { name: nameOf(i), stock: r.stock }));
                  },
                },
              )
            }
          />
        ) : (
          <span className={i.stock <= LOW_STOCK ? styles.low : undefined}>{i.stock.toLocaleString('en')}</span>
        ),
      csv: (i) => i.stock,
    },
    { id: 'waiting', header: t('lo_item_waiting'), numeric: true, cell: (i) => i.processing, csv: (i) => i.processing },
    { id: 'approved', header: t('lo_item_approved'), numeric: true, cell: (i) => i.approved, csv: (i) => i.approved },
    { id: 'state', header: t('lo_state'), cell: (i) => <span className={i.active ? styles.on : styles.off}>{i.active ? t('lo_on_sale') : t('lo_off')}</span>, csv: (i) => (i.active ? 'on' : 'off') },
    {
      id: 'actions',
      header: '',
      cell: (i) => (
        <span className={styles.actions}>
          <Button size="sm" aria-label={t('lo_item_edit_label', { name: nameOf(i) })} onClick={() => update({ item: i.code })}>
            {t('lo_edit')}
          </Button>
          <Button size="sm" aria-label={t('lo_restock_label', { name: nameOf(i) })} onClick={() => setRestocking(i.code)}>
            {t('lo_restock')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <Panel
      title={t('lo_mall')}
      actions={
        <Button variant="primary" onClick={() => update({ item: 'new' })}>
          {t('lo_item_new')}
        </Button>
      }
    >
      {done && <Notice>{done}</Notice>}
      {restock.isError && <Notice tone="error">{loyaltyRefusal(restock.error)}</Notice>}
      {items.data.list.length === 0 ? <EmptyState title={t('lo_mall_empty')} /> : <DataTable caption={t('lo_mall')} columns={columns} rows={items.data.list} rowKey={(i) => i.code} />}
    </Panel>
  );
}
