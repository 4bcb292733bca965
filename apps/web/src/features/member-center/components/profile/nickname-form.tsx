import { checkNickname, NICKNAME_MAX, normalizeNickname } from '@app/contract/profile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/field';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { encodeProblem, useProblemText, type Problem } from '@/components/ui/form/problem';
import form from '@/components/ui/form/form.module.css';
import { useUpdateNickname } from '../../api/update-nickname';
import { problemOf } from '@/components/ui/form/problem-of';
import { memberRuleKeys } from '../../utils/rule-keys';
import styles from '../account-forms.module.css';

interface Fields {
  nickname: string;
}

/** Changes the nickname with the contract's rule (2 to 20 characters, no HTML or control characters). */
export function NicknameForm({ token, current, onDone }: { token: string; current: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const save = useUpdateNickname(token);
  const [alert, setAlert] = useState<Problem>();
  const [saved, setSaved] = useState(false);
  const f = useForm<Fields>({ defaultValues: { nickname: current } });
  const length = [...normalizeNickname(f.watch('nickname'))].length;
  const submit = f.handleSubmit(async ({ nickname }) => {
    setAlert(undefined);
    setSaved(false);
    try {
      await save.mutateAsync({ nickname });
      setSaved(true);
      onDone?.();
    } catch (error) {
      const { field, problem } = problemOf(error, { ruleKeys: memberRuleKeys });
      if (field === 'nickname') f.setError('nickname', { type: 'server', message: encodeProblem(problem) }, { shouldFocus: true });
      else setAlert(problem);
    }
  });
  return (
    <form className={`${form.form} ${styles.form}`} onSubmit={(e) => void submit(e)} noValidate aria-label={t('mc_change_nickname')}>
      <TextField
        label={t('mc_nickname')}
        autoComplete="nickname"
        maxLength={60}
        error={problemText(f.formState.errors.nickname?.message)}
        suffix={
          <span className={form.counter} aria-hidden="true">
            {length}/{NICKNAME_MAX}
          </span>
        }
        {...f.register('nickname', {
          validate: (value) => {
            const problem = checkNickname(value);
            if (!problem) return true;
            return encodeProblem(problem.key === 'input_cannot_be_empty' ? { key: 'mc_required' } : problem);
          },
          onChange: () => setSaved(false),
        })}
      />
      <FormAlert message={problemText(alert)} />
      {saved && <FormAlert tone="success" message={t('mc_nickname_saved')} />}
      <SubmitButton busy={save.isPending}>{t('mc_save')}</SubmitButton>
    </form>
  );
}
