import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { Notice } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { type MallItem, type NewMallItem, useCreateMallItem, useUpdateMallItem } from '../api/mall';
import { CODE_PATTERN, emptyReward, type Errors, type RewardField, rewardFormOf, rewardOf, wholeNumber } from '../utils/loyalty-form';
import { loyaltyRefusal } from '../utils/refusal';
import { MallImageField } from './mall-image-field';
import { RewardFields } from './reward-fields';
import layout from '@/components/ui/layout/layout.module.css';

type TextKeyOfItem = 'nameEN' | 'nameTY' | 'descriptionEN' | 'descriptionTY' | 'unitEN' | 'unitTY';
type Field = 'code' | 'category' | 'pointsCost' | 'stock' | 'minRank' | 'perMemberLimit' | TextKeyOfItem;
const CATEGORY = /^[a-z][a-z0-9_]{0,31}$/;

function initial(item: MallItem | null) {
  return {
    code: item?.code ?? '',
    category: item?.category ?? 'voucher',
    nameEN: item?.name.EN ?? '',
    nameTY: item?.name.TY ?? '',
    descriptionEN: item?.description.EN ?? '',
    descriptionTY: item?.description.TY ?? '',
    unitEN: item?.unit.EN ?? 'piece',
    unitTY: item?.unit.TY ?? 'piraso',
    pointsCost: item ? String(item.pointsCost) : '',
    stock: item ? String(item.stock) : '',
    minRank: item ? String(item.minRank) : '0',
    perMemberLimit: item?.perMemberLimit ? String(item.perMemberLimit) : '',
  };
}

/**
 * A new item of the points mall, or a change to one (its code and stock stay: restock from the list). Texts in each
 * language, a category (the mall's tabs), the price in points, the VIP tier it needs, a per-member limit, a picture,
 * and either a physical item shipped to the member or what approval pays. On sale when switched on.
 */
export function MallItemForm({ brandId, item, onDone, onCancel }: { brandId: string; item: MallItem | null; onDone: (item: MallItem) => void; onCancel: () => void }) {
  const create = useCreateMallItem(brandId);
  const update = useUpdateMallItem(brandId);
  const save = item ? update : create;
  const { digits } = useBrandMoney()(brandId);
  const [values, setValues] = useState(() => initial(item));
  const [physical, setPhysical] = useState(item?.physical ?? false);
  const [active, setActive] = useState(item?.active ?? true);
  const [image, setImage] = useState<string | null>(item && !item.image.startsWith('/media/point-reward/') ? item.image : null);
  const [reward, setReward] = useState(() => (item?.grant ? rewardFormOf(item.grant, digits) : { ...emptyReward(), kind: 'cash' as const }));
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [rewardErrors, setRewardErrors] = useState<Errors<RewardField>>({});
  const title = item ? t('lo_item_edit_title', { name: item.name.EN ?? item.code }) : t('lo_item_new');
  const field = (key: Field, label: string, extra: { hint?: string; inputMode?: 'numeric' } = {}) => (
    <TextField key={key} label={label} value={values[key]} error={errors[key]} {...extra} onChange={(e) => setValues({ ...values, [key]: e.target.value })} />
  );
  return (
    <Panel title={title}>
      <form
        className={layout.form}
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          const next: Errors<Field> = {};
          if (!item && !CODE_PATTERN.test(values.code.trim())) next.code = t('lo_err_code');
          if (!CATEGORY.test(values.category.trim())) next.category = t('lo_err_category');
          for (const k of ['nameEN', 'nameTY', 'descriptionEN', 'descriptionTY', 'unitEN', 'unitTY'] as const) if (!values[k].trim()) next[k] = t('lo_err_required');
          const pointsCost = wholeNumber(values.pointsCost, 1, 100_000_000);
          const stock = wholeNumber(values.stock, 0, 1_000_000);
          const minRank = wholeNumber(values.minRank, 0, 99);
          const perMemberLimit = values.perMemberLimit.trim() === '' ? null : wholeNumber(values.perMemberLimit, 1, 1_000_000);
          if (pointsCost === null) next.pointsCost = t('number_format');
          if (!item && stock === null) next.stock = t('number_format');
          if (minRank === null) next.minRank = t('number_format');
          if (values.perMemberLimit.trim() !== '' && perMemberLimit === null) next.perMemberLimit = t('number_format');
          const paid = physical ? null : rewardOf(reward, digits, item?.grant);
          setErrors(next);
          setRewardErrors(paid && 'errors' in paid ? paid.errors : {});
          if (Object.keys(next).length || (paid && 'errors' in paid)) return;
          const fields: Omit<NewMallItem['item'], 'stock'> = {
            category: values.category.trim(),
            name: { EN: values.nameEN.trim(), TY: values.nameTY.trim() },
            description: { EN: values.descriptionEN.trim(), TY: values.descriptionTY.trim() },
            unit: { EN: values.unitEN.trim(), TY: values.unitTY.trim() },
            image,
            pointsCost: pointsCost!,
            minRank: minRank!,
            perMemberLimit,
            physical,
            grant: paid ? paid.reward : null,
            active,
          };
          if (item) {
            // only what changed: the audit shows it, and a name's change never asks the reward budget again
            const was: Record<string, unknown> = { ...item, image: item.image.startsWith('/media/point-reward/') ? null : item.image };
            const patch = Object.fromEntries(Object.entries(fields).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(was[key])));
            if (Object.keys(patch).length === 0) return onCancel();
            update.mutate({ brandId, code: item.code, patch }, { onSuccess: onDone });
          }
          else create.mutate({ brandId, code: values.code.trim(), item: { ...fields, stock: stock! } }, { onSuccess: onDone });
        }}
      >
        <div className={layout.grid}>
          {!item && field('code', t('lo_code'), { hint: t('lo_code_hint') })}
          {field('category', t('lo_item_category'), { hint: t('lo_item_category_hint') })}
          {field('pointsCost', t('lo_item_points'), { inputMode: 'numeric' })}
          {!item && field('stock', t('lo_item_stock'), { inputMode: 'numeric', hint: t('lo_item_stock_hint') })}
          {field('minRank', t('lo_item_min_rank'), { inputMode: 'numeric', hint: t('lo_item_min_rank_hint') })}
          {field('perMemberLimit', t('lo_item_limit'), { inputMode: 'numeric', hint: t('lo_item_limit_hint') })}
        </div>
        <fieldset className={layout.fieldset}>
          <legend>{t('lo_texts')}</legend>
          <div className={layout.grid}>
            {field('nameEN', `${t('lo_item_name')} (EN)`)}
            {field('nameTY', `${t('lo_item_name')} (TY)`)}
            {field('descriptionEN', `${t('lo_description')} (EN)`)}
            {field('descriptionTY', `${t('lo_description')} (TY)`)}
            {field('unitEN', `${t('lo_item_unit')} (EN)`)}
            {field('unitTY', `${t('lo_item_unit')} (TY)`)}
          </div>
        </fieldset>
        <MallImageField brandId={brandId} value={image} onChange={setImage} />
        <CheckboxField label={t('lo_item_physical')} hint={t('lo_item_physical_hint')} checked={physical} onChange={(e) => setPhysical(e.target.checked)} />
        {!physical && <RewardFields legend={t('lo_item_grant')} digits={digits} value={reward} errors={rewardErrors} onChange={setReward} />}
        <CheckboxField label={t('lo_item_on_sale')} checked={active} onChange={(e) => setActive(e.target.checked)} />
        {save.isError && <Notice tone="error">{loyaltyRefusal(save.error)}</Notice>}
        <div className={layout.buttons}>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {item ? t('save') : t('lo_item_create')}
          </Button>
          <Button onClick={onCancel}>{t('cancel')}</Button>
        </div>
      </form>
    </Panel>
  );
}
