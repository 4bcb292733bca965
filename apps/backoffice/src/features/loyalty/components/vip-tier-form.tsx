import type { Language } from '@app/contract/brand';
import { useState } from 'react';
import { BrandLanguagesGate } from '@/components/brand-languages/brand-languages-gate';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/field/field';
import { Notice } from '@/components/ui/states/states';
import { amountFormatKey, amountInputMode, amountText, amountToMinor, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import { type OperatorVipTier, useUpdateVipTier, type VipTierChange } from '../api/vip-tiers';
import { type Errors, missingTexts, wholeNumber } from '../utils/loyalty-form';
import { loyaltyRefusal } from '../utils/refusal';
import layout from '@/components/ui/layout/layout.module.css';

type Setting = 'color' | 'color2' | 'turnover' | 'deposit' | 'keep' | 'rebateBonus' | 'pointsMultiplier' | 'withdrawLimit' | 'withdrawCount' | 'birthdayBonus';
/** the tier's name in one language of the brand */
type NameField = `name.${Language}`;
type Field = Setting | NameField;
type Values = Record<Setting, string> & Partial<Record<NameField, string>>;
const nameField = (language: Language): NameField => `name.${language}`;
const COLOUR = /^#[0-9a-fA-F]{6}$/;
/** basis points as a percentage the operator reads ("0.05") and back */
const percentText = (bp: number) => String(bp / 100);
/** a multiplier in basis points as times ("1.5") and back */
const timesText = (bp: number) => String(bp / 10_000);

/** The form's fields of a tier: its names in the brand's `languages`, its amounts in a currency of `digits` decimals. */
function initial(tier: OperatorVipTier, digits: number, languages: readonly Language[]): Values {
  const b = tier.benefits;
  return {
    ...Object.fromEntries(languages.map((l) => [nameField(l), tier.name[l] ?? ''])),
    color: tier.color,
    color2: tier.color2,
    turnover: tier.turnover,
    deposit: tier.deposit,
    keep: tier.keep,
    rebateBonus: percentText(b.rebateBonusBp ?? 0),
    pointsMultiplier: timesText(b.pointsMultiplierBp ?? 10_000),
    withdrawLimit: amountText(b.withdrawDailyLimitMinor, digits),
    withdrawCount: b.withdrawDailyCount === null || b.withdrawDailyCount === undefined ? '' : String(b.withdrawDailyCount),
    birthdayBonus: amountText(b.birthdayBonusMinor ?? 0, digits),
  };
}

/** A decimal with at most `places` places, times `scale`, as a whole number in a range; or null. */
function scaled(text: string, places: number, scale: number, max: number): number | null {
  const clean = text.trim();
  if (!new RegExp(`^\\d{1,7}(\\.\\d{1,${places}})?$`).test(clean)) return null;
  const n = Math.round(Number(clean) * scale);
  return n <= max ? n : null;
}

/**
 * The change a form describes (only what differs from the tier; a name in each of the brand's `languages`; amounts of
 * `digits` decimals), or the fields it gets wrong.
 */
function changeOf(tier: OperatorVipTier, v: Values, digits: number, languages: readonly Language[]): { change: Omit<VipTierChange, 'brandId' | 'rankLevel'> } | { errors: Errors<Field> } {
  const was = initial(tier, digits, languages);
  const notAmount = t(amountFormatKey(digits));
  const errors: Errors<Field> = missingTexts('name', Object.fromEntries(languages.map((l) => [l, v[nameField(l)]])), languages);
  for (const k of ['color', 'color2'] as const) if (!COLOUR.test(v[k].trim())) errors[k] = t('lo_err_colour');
  for (const k of ['turnover', 'deposit', 'keep', 'birthdayBonus'] as const) if (amountToMinor(v[k], digits) === null) errors[k] = notAmount;
  const rebateBonusBp = scaled(v.rebateBonus, 2, 100, 10_000);
  const pointsMultiplierBp = scaled(v.pointsMultiplier, 4, 10_000, 100_000);
  if (rebateBonusBp === null) errors.rebateBonus = t('lo_err_percent');
  if (pointsMultiplierBp === null) errors.pointsMultiplier = t('lo_err_times');
  const limit = v.withdrawLimit.trim() === '' ? null : amountToMinor(v.withdrawLimit, digits);
  if (v.withdrawLimit.trim() !== '' && (limit === null || limit <= 0)) errors.withdrawLimit = notAmount;
  const count = v.withdrawCount.trim() === '' ? null : wholeNumber(v.withdrawCount, 1, 1000);
  if (v.withdrawCount.trim() !== '' && count === null) errors.withdrawCount = t('number_format');
  if (Object.keys(errors).length) return { errors };
  const changed = (k: Field) => (v[k] ?? '').trim() !== was[k];
  const benefits: NonNullable<VipTierChange['benefits']> = {};
  if (changed('rebateBonus')) benefits.rebateBonusBp = rebateBonusBp!;
  if (changed('pointsMultiplier')) benefits.pointsMultiplierBp = pointsMultiplierBp!;
  if (changed('withdrawLimit')) benefits.withdrawDailyLimitMinor = limit;
  if (changed('withdrawCount')) benefits.withdrawDailyCount = count;
  if (changed('birthdayBonus')) benefits.birthdayBonusMinor = amountToMinor(v.birthdayBonus, digits)!;
  const name = Object.fromEntries(languages.filter((l) => changed(nameField(l))).map((l) => [l, v[nameField(l)]!.trim()]));
  return {
    change: {
      ...(Object.keys(name).length ? { name } : {}),
      ...(changed('color') ? { color: v.color.trim() } : {}),
      ...(changed('color2') ? { color2: v.color2.trim() } : {}),
      ...(changed('turnover') ? { turnover: v.turnover.trim() } : {}),
      ...(changed('deposit') ? { deposit: v.deposit.trim() } : {}),
      ...(changed('keep') ? { keep: v.keep.trim() } : {}),
      ...(Object.keys(benefits).length ? { benefits } : {}),
    },
  };
}

interface VipTierFormProps {
  brandId: string;
  money: MoneyFormat;
  tier: OperatorVipTier;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A tier's names in each language of the brand, its two colours (the header's club label), what it takes to reach and
 * keep it, and its benefits (amounts in `money`, the brand's currency). Only what changed is sent; a richer rebate or
 * points multiplier the budget cannot afford is refused.
 */
export function VipTierForm(props: VipTierFormProps) {
  return <BrandLanguagesGate brandId={props.brandId}>{(languages) => <VipTierFields {...props} languages={languages} />}</BrandLanguagesGate>;
}

function VipTierFields({ brandId, money, tier, languages, onDone, onCancel }: VipTierFormProps & { languages: readonly Language[] }) {
  const save = useUpdateVipTier(brandId);
  const [values, setValues] = useState(() => initial(tier, money.digits, languages));
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [nothing, setNothing] = useState(false);
  const field = (key: Field, label: string, extra: { hint?: string; inputMode?: 'decimal' | 'numeric'; type?: string } = {}) => (
    <TextField key={key} label={label} value={values[key] ?? ''} error={errors[key]} {...extra} onChange={(e) => setValues({ ...values, [key]: e.target.value })} />
  );
  const title = t('lo_tier_edit_label', { level: tier.rankLevel });
  return (
    <form
      className={layout.form}
      noValidate
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        const result = changeOf(tier, values, money.digits, languages);
        setErrors('errors' in result ? result.errors : {});
        if ('errors' in result) return;
        setNothing(Object.keys(result.change).length === 0);
        if (Object.keys(result.change).length === 0) return;
        save.mutate({ brandId, rankLevel: tier.rankLevel, ...result.change }, { onSuccess: onDone });
      }}
    >
      <div className={layout.grid}>
        {languages.map((language) => field(nameField(language), `${t('lo_tier_name')} (${language})`))}
        {field('color', t('lo_tier_color'), { hint: t('lo_tier_color_hint') })}
        {field('color2', t('lo_tier_color2'), { hint: t('lo_tier_color_hint') })}
      </div>
      <fieldset className={layout.fieldset}>
        <legend>{t('lo_tier_requirements')}</legend>
        <div className={layout.grid}>
          {field('turnover', t('lo_tier_turnover'), { inputMode: amountInputMode(money.digits) })}
          {field('deposit', t('lo_tier_deposit'), { inputMode: amountInputMode(money.digits) })}
          {field('keep', t('lo_tier_keep'), { inputMode: amountInputMode(money.digits), hint: t('lo_tier_keep_hint') })}
        </div>
      </fieldset>
      <fieldset className={layout.fieldset}>
        <legend>{t('lo_tier_benefits')}</legend>
        <div className={layout.grid}>
          {field('rebateBonus', t('lo_tier_rebate'), { inputMode: 'decimal', hint: t('lo_tier_rebate_hint') })}
          {field('pointsMultiplier', t('lo_tier_multiplier'), { inputMode: 'decimal', hint: t('lo_tier_multiplier_hint') })}
          {field('withdrawLimit', t('lo_tier_withdraw_limit'), { inputMode: amountInputMode(money.digits), hint: t('lo_tier_default_hint') })}
          {field('withdrawCount', t('lo_tier_withdraw_count'), { inputMode: 'numeric', hint: t('lo_tier_default_hint') })}
          {field('birthdayBonus', t('lo_tier_birthday'), { inputMode: amountInputMode(money.digits) })}
        </div>
      </fieldset>
      {nothing && <Notice tone="warning">{t('lo_nothing_changed')}</Notice>}
      {save.isError && <Notice tone="error">{loyaltyRefusal(save.error)}</Notice>}
      <div className={layout.buttons}>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('save')}
        </Button>
        <Button onClick={onCancel}>{t('cancel')}</Button>
      </div>
    </form>
  );
}
