import { MAX_APPLICATION_COMMENT, MAX_APPLICATION_IMAGES } from '@app/contract/promotions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button/button';
import { TextAreaField } from '@/components/ui/form/field';
import { ImagePicker } from '@/components/ui/image-picker/image-picker';
import { useImagePicker } from '@/components/ui/image-picker/use-image-picker';
import { encodeProblem, useProblemText, type Problem } from '@/components/ui/form/problem';
import { problemOf } from '@/components/ui/form/problem-of';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import form from '@/components/ui/form/form.module.css';
import { useMoneyFormat } from '@/config/brand';
import { ApiError } from '@/lib/api-client';
import { readAsDataUrl } from '@/lib/image-file';
import { useRequestId } from '@/lib/request-id';
import { useApplyActivity } from '../api/apply-activity';
import styles from './detail.module.css';

const schema = z.object({
  comment: z
    .string()
    .trim()
    .min(1, 'input_cannot_be_empty')
    .max(MAX_APPLICATION_COMMENT, encodeProblem({ key: 'promo_comment_too_long', params: { max: MAX_APPLICATION_COMMENT } })),
});
type Fields = z.infer<typeof schema>;
/** Refusals about the pictures: they show under the images. */
const imageCodes: ReadonlySet<string> = new Set(['IMAGE_TOO_LARGE', 'INVALID_IMAGE', 'TOO_MANY_IMAGES']);

/**
 * The application of an activity (mechanic application): a comment of at most 140 characters with its counter and
 * up to 3 png or jpg images of at most 5 MB each, checked here before anything is sent and sent as data: URLs. After
 * the operator has it the promotion shows "applying".
 */
export function ApplicationForm({ promotionId, onDone, onCancel }: { promotionId: number; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const money = useMoneyFormat();
  const apply = useApplyActivity();
  const requestId = useRequestId('apply');
  const images = useImagePicker(MAX_APPLICATION_IMAGES);
  const [alert, setAlert] = useState<Problem>();
  const f = useForm<Fields>({ resolver: zodResolver(schema), defaultValues: { comment: '' }, mode: 'onTouched' });
  const length = f.watch('comment').length;

  useEffect(() => f.setFocus('comment'), [f]);

  const submit = f.handleSubmit(async ({ comment }) => {
    setAlert(undefined);
    try {
      const dataUrls = await Promise.all(images.images.map((i) => readAsDataUrl(i.file)));
      const fingerprint = `${promotionId}:${comment}:${images.images.map((i) => `${i.file.name}/${i.file.size}`).join(',')}`;
      await apply.mutateAsync({ promotionId, comment, images: dataUrls, requestId: requestId.idFor(fingerprint) });
      requestId.done();
      images.clear();
      onDone();
    } catch (error) {
      const { field, problem } = problemOf(error, { money });
      if (field === 'comment') f.setError('comment', { type: 'server', message: encodeProblem(problem) }, { shouldFocus: true });
      else if (field === 'images' || (error instanceof ApiError && imageCodes.has(error.code))) images.setProblem(problem);
      else setAlert(problem);
    }
  });

  return (
    <form className={`${form.form} ${styles.applyForm}`} onSubmit={(e) => void submit(e)} noValidate aria-label={t('promo_apply_title')} data-testid="application-form">
      <h3 className={styles.applyTitle}>{t('promo_apply_title')}</h3>
      <TextAreaField
        label={t('promo_comment')}
        placeholder={t('promo_comment_placeholder')}
        required
        aside={
          <span data-over={length > MAX_APPLICATION_COMMENT ? 'true' : undefined} className={styles.counter}>
            {t('promo_comment_count', { n: length, max: MAX_APPLICATION_COMMENT })}
          </span>
        }
        error={problemText(f.formState.errors.comment?.message)}
        {...f.register('comment')}
      />
      <ImagePicker
        picker={images}
        testId="application-images-input"
        texts={{
          label: t('promo_images'),
          count: t('promo_images_count', { n: images.images.length, max: MAX_APPLICATION_IMAGES }),
          image: (n) => t('promo_image_n', { n }),
          remove: (n) => t('promo_remove_image', { n }),
          add: t('promo_add_images'),
          full: t('promo_images_full'),
          rule: t('promo_images_rule', { max: MAX_APPLICATION_IMAGES }),
        }}
      />
      <FormAlert message={problemText(alert)} />
      <div className={styles.applyActions}>
        <Button variant="ghost" onClick={onCancel} disabled={apply.isPending}>
          {t('promo_cancel')}
        </Button>
        <SubmitButton busy={apply.isPending} variant="accent">
          {t('promo_apply_send')}
        </SubmitButton>
      </div>
    </form>
  );
}
