import type { Language, LocalizedText } from '@app/contract/brand';
import { useState } from 'react';
import { BrandLanguagesGate } from '@/components/brand-languages/brand-languages-gate';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { Notice } from '@/components/ui/states/states';
import { operatorText } from '@/lib/format';
import { t, type TextKey } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { type MallItem, type NewMallItem, useCreateMallItem, useUpdateMallItem } from '../api/mall';
import { CODE_PATTERN, emptyReward, type Errors, missingTexts, type RewardField, rewardFormOf, rewardOf, textInLanguages, wholeNumber } from '../utils/loyalty-form';
import { loyaltyRefusal } from '../utils/refusal';
import { MallImageField } from './mall-image-field';
import { RewardFields } from './reward-fields';
import layout from '@/components/ui/layout/layout.module.css';

/** an item's texts, each in every language of the brand, with its label and longest length (the contract's) */
const ITEM_TEXTS = [
  { field: 'name', label: 'lo_item_name', max: 80 },
  { field: 'description', label: 'lo_description', max: 500 },
  { field: 'unit', label: 'lo_item_unit', max: 20 },
] as const satisfies ReadonlyArray<{ field: string; label: TextKey; max: number }>;
type ItemText = (typeof ITEM_TEXTS)[number]['field'];
type Texts = Record<ItemText, LocalizedText>;
type Setting = 'code' | 'category' | 'pointsCost' | 'stock' | 'minRank' | 'perMemberLimit';
type Field = Setting | `${ItemText}.${Language}`;
const CATEGORY = /^[a-z][a-z0-9_]{0,31}$/;
/** a new item's unit until the operator names another, in the languages the platform has */
const DEFAULT_UNIT: LocalizedText = { EN: 'piece', TY: 'piraso', vi: 'chiếc' };

function initial(item: MallItem | null): Record<Setting, string> {
  return {
    code: item?.code ?? '',
    category: item?.category ?? 'voucher',
    pointsCost: item ? String(item.pointsCost) : '',
    stock: item ? String(item.stock) : '',
    minRank: item ? String(item.minRank) : '0',
    perMemberLimit: item?.perMemberLimit ? String(item.perMemberLimit) : '',
  };
}
/** what the form's fields say of an item (its picture, kind, reward and switch apart) */
type ItemRead = Pick<NewMallItem['item'], ItemText | 'category' | 'pointsCost' | 'minRank' | 'perMemberLimit' | 'stock'>;
const initialTexts = (item: MallItem | null): Texts => (item ? { name: item.name, description: item.description, unit: item.unit } : { name: {}, description: {}, unit: DEFAULT_UNIT });

/**
 * The item a form describes (its stock only for a new one), or the fields it gets wrong: every text in each of the
 * brand's `languages`.
 */
function itemOf(values: Record<Setting, string>, texts: Texts, languages: readonly Language[], isNew: boolean): { errors: Errors<Field> } | { item: ItemRead } {
  const errors: Errors<Field> = {};
  if (isNew && !CODE_PATTERN.test(values.code.trim())) errors.code = t('lo_err_code');
  if (!CATEGORY.test(values.category.trim())) errors.category = t('lo_err_category');
  for (const { field } of ITEM_TEXTS) Object.assign(errors, missingTexts(field, texts[field], languages));
  const pointsCost = wholeNumber(values.pointsCost, 1, 100_000_000);
  const stock = wholeNumber(values.stock, 0, 1_000_000);
  const minRank = wholeNumber(values.minRank, 0, 99);
  const perMemberLimit = values.perMemberLimit.trim() === '' ? null : wholeNumber(values.perMemberLimit, 1, 1_000_000);
  if (pointsCost === null) errors.pointsCost = t('number_format');
  if (isNew && stock === null) errors.stock = t('number_format');
  if (minRank === null) errors.minRank = t('number_format');
  if (values.perMemberLimit.trim() !== '' && perMemberLimit === null) errors.perMemberLimit = t('number_format');
  if (Object.keys(errors).length) return { errors };
  const inLanguages = (field: ItemText) => textInLanguages(texts[field], languages);
  return { item: { category: values.category.trim(), name: inLanguages('name'), description: inLanguages('description'), unit: inLanguages('unit'), pointsCost: pointsCost!, minRank: minRank!, perMemberLimit, stock: stock! } };
}

/** A change to an item: only what differs (the audit shows it, and a name's change never asks the reward budget again); a text's languages that differ. */
function patchOf(item: MallItem, fields: Omit<NewMallItem['item'], 'stock'>) {
  const was: Record<string, unknown> = { ...item, image: item.image.startsWith('/media/point-reward/') ? null : item.image };
  const texts = new Set<string>(ITEM_TEXTS.map((text) => text.field));
  const patch: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([key, value]) => !texts.has(key) && JSON.stringify(value) !== JSON.stringify(was[key])));
  for (const { field } of ITEM_TEXTS) {
    const changed = Object.entries(fields[field]).filter(([language, text]) => text !== item[field][language]);
    if (changed.length) patch[field] = Object.fromEntries(changed);
  }
  return patch;
}

interface MallItemFormProps {
  brandId: string;
  item: MallItem | null;
  onDone: (item: MallItem) => void;
  onCancel: () => void;
}

/**
 * A new item of the points mall, or a change to one (its code and stock stay: restock from the list). Texts in each
 * language of the brand, a category (the mall's tabs), the price in points, the VIP tier it needs, a per-member limit,
 * a picture, and either a physical item shipped to the member or what approval pays. On sale when switched on.
 */
export function MallItemForm(props: MallItemFormProps) {
  return <BrandLanguagesGate brandId={props.brandId}>{(languages) => <MallItemFields {...props} languages={languages} />}</BrandLanguagesGate>;
}

function MallItemFields({ brandId, item, languages, onDone, onCancel }: MallItemFormProps & { languages: readonly Language[] }) {
  const create = useCreateMallItem(brandId);
  const update = useUpdateMallItem(brandId);
  const save = item ? update : create;
  const { digits } = useBrandMoney()(brandId);
  const [values, setValues] = useState(() => initial(item));
  const [texts, setTexts] = useState(() => initialTexts(item));
  const [physical, setPhysical] = useState(item?.physical ?? false);
  const [active, setActive] = useState(item?.active ?? true);
  const [image, setImage] = useState<string | null>(item && !item.image.startsWith('/media/point-reward/') ? item.image : null);
  const [reward, setReward] = useState(() => (item?.grant ? rewardFormOf(item.grant, digits) : { ...emptyReward(), kind: 'cash' as const }));
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [rewardErrors, setRewardErrors] = useState<Errors<RewardField>>({});
  const title = item ? t('lo_item_edit_title', { name: operatorText(item.name, item.code) }) : t('lo_item_new');
  const field = (key: Setting, label: string, extra: { hint?: string; inputMode?: 'numeric' } = {}) => (
    <TextField key={key} label={label} value={values[key]} error={errors[key]} {...extra} onChange={(e) => setValues({ ...values, [key]: e.target.value })} />
  );
  const text = ({ field: key, label, max }: (typeof ITEM_TEXTS)[number], language: Language) => (
    <TextField
      key={`${key}.${language}`}
      label={`${t(label)} (${language})`}
      value={texts[key][language] ?? ''}
      error={errors[`${key}.${language}`]}
      maxLength={max}
      onChange={(e) => setTexts({ ...texts, [key]: { ...texts[key], [language]: e.target.value } })}
    />
  );
  return (
    <Panel title={title}>
      <form
        className={layout.form}
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          const read = itemOf(values, texts, languages, !item);
          const paid = physical ? null : rewardOf(reward, digits, item?.grant);
          setErrors('errors' in read ? read.errors : {});
          setRewardErrors(paid && 'errors' in paid ? paid.errors : {});
          if ('errors' in read || (paid && 'errors' in paid)) return;
          const { stock, ...rest } = read.item;
          const fields: Omit<NewMallItem['item'], 'stock'> = { ...rest, image, physical, grant: paid ? paid.reward : null, active };
          if (!item) return create.mutate({ brandId, code: values.code.trim(), item: { ...fields, stock } }, { onSuccess: onDone });
          const patch = patchOf(item, fields);
          if (Object.keys(patch).length === 0) return onCancel();
          update.mutate({ brandId, code: item.code, patch }, { onSuccess: onDone });
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
          <div className={layout.grid}>{ITEM_TEXTS.flatMap((itemText) => languages.map((language) => text(itemText, language)))}</div>
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
