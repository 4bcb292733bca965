import { feedbackCategorySchema } from '@app/contract/loyalty';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField } from '@/components/ui/form/field';
import form from '@/components/ui/form/form.module.css';
import { encodeProblem, useProblemText, type Problem } from '@/components/ui/form/problem';
import { problemOf } from '@/components/ui/form/problem-of';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { ImagePicker } from '@/components/ui/image-picker/image-picker';
import { useImagePicker } from '@/components/ui/image-picker/use-image-picker';
import { toasts } from '@/components/ui/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { readAsDataUrl } from '@/lib/image-file';
import { useRequestId } from '@/lib/request-id';
import { useSendFeedback } from '../../api/send-feedback';
import { wordBounds, wordProblem } from '../../utils/words';
import styles from './feedback.module.css';

const categories = feedbackCategorySchema.options;
type Category = (typeof categories)[number];
interface Fields {
  category: Category | '';
  content: string;
}
const imageCodes: ReadonlySet<string> = new Set(['IMAGE_TOO_LARGE', 'INVALID_IMAGE']);

/** A word-bounds refusal with the server's figures (FEEDBACK_TOO_SHORT / FEEDBACK_TOO_LONG: { minWords, maxWords, words }). */
function boundsProblem(error: ApiError): Problem | null {
  const v = (error.value ?? {}) as { minWords?: number; maxWords?: number; words?: number };
  if (error.code === 'FEEDBACK_TOO_SHORT' && v.minWords !== undefined) return { key: 'lo_feedback_short', params: { min: v.minWords, words: v.words ?? 0 } };
  if (error.code === 'FEEDBACK_TOO_LONG' && v.maxWords !== undefined) return { key: 'lo_feedback_long', params: { max: v.maxWords, words: v.words ?? 0 } };
  return null;
}

/** Feedback to the operator: a category, the text within the brand's word bounds (counted as the server counts), a screenshot. */
export function FeedbackForm({ token, minWords, maxWords }: { token: string; minWords: number; maxWords: number }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const send = useSendFeedback(token);
  const requestId = useRequestId('feedback');
  const picker = useImagePicker(1);
  const [alert, setAlert] = useState<Problem>();
  const f = useForm<Fields>({ defaultValues: { category: '', content: '' }, mode: 'onTouched' });
  const content = f.watch('content');
  const count = wordBounds(content, minWords, maxWords);

  const submit = f.handleSubmit(async ({ category, content: text }) => {
    setAlert(undefined);
    if (!category) return;
    try {
      const image = picker.images[0] ? await readAsDataUrl(picker.images[0].file) : undefined;
      await send.mutateAsync({ category, content: text.trim(), ...(image ? { image } : {}), requestId: requestId.idFor(`${category}:${text}:${picker.images[0]?.file.size ?? 0}`) });
      requestId.done();
      f.reset({ category: '', content: '' });
      picker.clear();
      toasts.show(t('lo_feedback_sent'));
    } catch (error) {
      const bounds = error instanceof ApiError ? boundsProblem(error) : null;
      const { field, problem } = problemOf(error);
      if (bounds || field === 'content') f.setError('content', { type: 'server', message: encodeProblem(bounds ?? problem) }, { shouldFocus: true });
      else if (field === 'image' || (error instanceof ApiError && imageCodes.has(error.code))) picker.setProblem(problem);
      else setAlert(problem);
    }
  });

  return (
    <form className={form.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('lo_feedback_new')}>
      <SelectField
        label={t('lo_feedback_category')}
        error={problemText(f.formState.errors.category?.message)}
        {...f.register('category', { validate: (v) => (v ? true : 'lo_feedback_pick_category') })}
      >
        <option value="">{t('lo_feedback_pick_category')}</option>
        {categories.map((c) => (
          <option key={c} value={c}>
            {t(`lo_feedback_cat_${c}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('lo_feedback_content')}
        placeholder={t('lo_feedback_placeholder', { min: minWords, max: maxWords })}
        rows={6}
        required
        aside={
          <span className={styles.counter} data-state={count.state} data-testid="word-count">
            {t('lo_words_count', { count: count.words, min: minWords, max: maxWords })}
          </span>
        }
        error={problemText(f.formState.errors.content?.message)}
        {...f.register('content', { validate: (v) => { const p = wordProblem(v, minWords, maxWords); return p ? encodeProblem(p) : true; } })}
      />
      <ImagePicker
        picker={picker}
        testId="feedback-image-input"
        texts={{
          label: t('lo_feedback_image'),
          count: t('lo_feedback_image_optional'),
          image: () => t('lo_feedback_image_preview'),
          remove: () => t('lo_feedback_image_remove'),
          add: t('lo_feedback_image_add'),
          full: t('lo_feedback_image_full'),
          rule: t('lo_feedback_image_rule'),
        }}
      />
      <FormAlert message={problemText(alert)} />
      <SubmitButton busy={send.isPending}>{t('lo_feedback_send')}</SubmitButton>
    </form>
  );
}
