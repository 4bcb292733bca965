import type { Language } from '@app/contract/brand';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BrandLanguagesGate } from '@/components/brand-languages/brand-languages-gate';
import { Button } from '@/components/ui/button/button';
import { SelectField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { failureText, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { t, type TextKey } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { type OperatorPromotion, useCreatePromotion, useUpdatePromotion } from '../api/promotions';
import { emptyFields, fieldsOf, KNOWN_CATEGORIES, MECHANICS, promotionFormSchema, promotionOf, type PromotionFields, promotionTitle } from '../utils/promotion-form';
import { ImageField } from './image-field';
import { fieldError, LanguageFields } from './language-fields';
import { PromotionPreview } from './promotion-preview';
import { TermsFields } from './terms-fields';
import styles from './promotions.module.css';
import layout from '@/components/ui/layout/layout.module.css';

interface EditorProps {
  brandId: string;
  promotion: OperatorPromotion | null;
  onDone: (message: string) => void;
}

/** The promotion form, once the brand's languages are known (the form has a title, summary and rules per language). */
export function PromotionEditor(props: EditorProps) {
  return <BrandLanguagesGate brandId={props.brandId}>{(languages) => <PromotionForm {...props} languages={languages} />}</BrandLanguagesGate>;
}

/**
 * A promotion in every language of the brand: texts with rich-text rules, a picture, the terms as a form, the period
 * and the order; a preview as players see it; Publish (new) or Save (an existing one: code and mechanic stay). Amounts
 * are typed in the brand's currency, with its decimals.
 */
function PromotionForm({ brandId, promotion, onDone, languages }: EditorProps & { languages: readonly Language[] }) {
  const create = useCreatePromotion(brandId);
  const update = useUpdatePromotion(brandId);
  const saving = promotion ? update : create;
  const [previewing, setPreviewing] = useState(false);
  const { digits } = useBrandMoney()(brandId);
  const schema = useMemo(() => promotionFormSchema(digits, languages), [digits, languages]);
  const { register, control, handleSubmit, watch, formState } = useForm<PromotionFields>({
    resolver: zodResolver(schema),
    defaultValues: promotion ? fieldsOf(promotion, digits, languages) : emptyFields(languages),
  });
  const { errors } = formState;
  const fields = watch();
  const submit = handleSubmit((f) => {
    const whole = promotionOf(f, digits, languages);
    if (!promotion) {
      create.mutate(whole, { onSuccess: (made) => onDone(t('promo_published', { title: promotionTitle(made), start: formatTime(made.startAt) })) });
      return;
    }
    const { code: _code, mechanic: _mechanic, ...change } = whole;
    update.mutate({ id: promotion.id, ...change, endAt: change.endAt ?? null }, { onSuccess: (saved) => onDone(t('promo_saved', { title: promotionTitle(saved) })) });
  });
  const heading = promotion ? t('promo_editor_edit', { title: promotionTitle(promotion) }) : t('promo_editor_new');
  return (
    <Panel title={heading}>
      <form className={styles.editor} onSubmit={(e) => void submit(e)} noValidate aria-label={heading}>
        <div className={styles.row}>
          <TextField label={t('promo_code')} hint={t('promo_code_hint')} disabled={!!promotion} autoComplete="off" error={errors.code && t('promo_code_format')} {...register('code')} />
          <TextField label={t('promo_category')} hint={t('promo_category_hint')} list="promotion-categories" error={fieldError(errors.category)} {...register('category')} />
          <datalist id="promotion-categories">
            {KNOWN_CATEGORIES.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <SelectField label={t('promo_mechanic')} disabled={!!promotion} options={MECHANICS.map((m) => ({ value: m, label: t(`mech.${m}` as TextKey) }))} {...register('mechanic')} />
        </div>
        {languages.map((language) => (
          <LanguageFields key={language} language={language} register={register} control={control} errors={errors} />
        ))}
        <fieldset className={layout.fieldset}>
          <legend>{t('promo_image')}</legend>
          <Controller control={control} name="image" render={({ field }) => <ImageField brandId={brandId} value={field.value} onChange={field.onChange} />} />
        </fieldset>
        <fieldset className={layout.fieldset}>
          <legend>{t('promo_terms')}</legend>
          <TermsFields mechanic={fields.mechanic} reward={fields.reward} digits={digits} register={register} errors={errors} />
        </fieldset>
        <fieldset className={layout.fieldset}>
          <legend>{t('promo_period')}</legend>
          <div className={styles.row}>
            <TextField label={t('promo_start')} type="datetime-local" error={fieldError(errors.startAt)} {...register('startAt')} />
            <TextField label={t('promo_end')} hint={t('promo_end_hint')} type="datetime-local" error={fieldError(errors.endAt)} {...register('endAt')} />
            <TextField label={t('promo_sort')} hint={t('promo_sort_hint')} inputMode="numeric" error={fieldError(errors.sort)} {...register('sort')} />
          </div>
        </fieldset>
        {saving.isError && <Notice tone="error">{failureText(saving.error)}</Notice>}
        <div className={styles.buttons}>
          <Button aria-expanded={previewing} onClick={() => setPreviewing((open) => !open)}>
            {t('promo_preview')}
          </Button>
          <Button type="submit" variant="primary" disabled={saving.isPending}>
            {promotion ? t('promo_save') : t('promo_publish')}
          </Button>
        </div>
        {previewing && <PromotionPreview fields={fields} languages={languages} />}
      </form>
    </Panel>
  );
}
