import type { Language } from '@app/contract/brand';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/field/field';
import { en, t, type TextKey } from '@/lib/texts';
import type { PromotionFields } from '../utils/promotion-form';
import { RichTextEditor } from '@/components/ui/rich-text-editor/rich-text-editor';
import layout from '@/components/ui/layout/layout.module.css';

/** A field's error in the operator's words: the form schema's messages are text keys; zod's own ones (a too-long text) read as "fill this in". */
export function fieldError(error: { message?: string } | undefined) {
  if (!error) return undefined;
  return error.message && error.message in en ? t(error.message as TextKey) : t('required');
}

/** The title, summary and rules of one language of the brand, each labelled with its language tag. */
export function LanguageFields({ language, register, control, errors }: { language: Language; register: UseFormRegister<PromotionFields>; control: Control<PromotionFields>; errors: FieldErrors<PromotionFields> }) {
  const name = t(`lang.${language}` as TextKey);
  return (
    <fieldset className={layout.fieldset}>
      <legend>{t('promo_lang_section', { language: name })}</legend>
      <TextField label={`${t('promo_field_title')} (${language})`} maxLength={120} error={fieldError(errors.title?.[language])} {...register(`title.${language}`)} />
      <TextAreaField label={`${t('promo_field_summary')} (${language})`} hint={t('promo_field_summary_hint')} maxLength={300} rows={2} error={fieldError(errors.summary?.[language])} {...register(`summary.${language}`)} />
      <Controller
        control={control}
        name={`rulesHtml.${language}`}
        render={({ field }) => <RichTextEditor label={`${t('promo_field_rules')} (${language})`} value={field.value ?? ''} onChange={field.onChange} error={fieldError(errors.rulesHtml?.[language])} />}
      />
    </fieldset>
  );
}
