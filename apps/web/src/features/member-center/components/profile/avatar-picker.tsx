import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { FormAlert } from '@/components/ui/form/submit-button';
import { useProblemText, type Problem } from '@/components/ui/form/problem';
import { useAvatars } from '../../api/get-avatars';
import { useUpdateAvatar } from '../../api/update-avatar';
import { problemOf } from '@/components/ui/form/problem-of';
import { memberRuleKeys } from '../../utils/rule-keys';
import styles from '../account-forms.module.css';

/** The avatar choice: a radio group of the generated avatar and the built-in pictures; choosing one saves it. */
export function AvatarPicker({ token }: { token: string }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const avatars = useAvatars(token);
  const save = useUpdateAvatar(token);
  const [alert, setAlert] = useState<Problem>();
  const [saved, setSaved] = useState(false);
  const current = save.isPending ? save.variables.iconId : (avatars.data?.current ?? 0);

  const choose = (iconId: number) => {
    if (iconId === current || save.isPending) return;
    setAlert(undefined);
    setSaved(false);
    save.mutate(
      { iconId },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => setAlert(problemOf(error, { ruleKeys: memberRuleKeys }).problem),
      },
    );
  };

  if (avatars.isPending)
    return (
      <div className={styles.avatars} aria-hidden="true">
        {Array.from({ length: 13 }, (_, i) => (
          <Skeleton key={i} height={64} radius={32} />
        ))}
      </div>
    );
  if (avatars.isError)
    return <ErrorState compact message={t(avatars.error instanceof ApiError ? avatars.error.messageKey : 'err_network_error')} onRetry={() => void avatars.refetch()} />;

  const list = avatars.data.list;
  const onKey = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = list[(index + step + list.length) % list.length]!;
    (event.currentTarget.parentElement?.querySelector(`[data-icon="${next.iconId}"]`) as HTMLElement | null)?.focus();
  };
  return (
    <div>
      <div className={styles.avatars} role="radiogroup" aria-label={t('mc_choose_avatar')} data-testid="avatar-picker">
        {list.map((a, index) => (
          <button
            key={a.iconId}
            type="button"
            role="radio"
            aria-checked={a.iconId === current}
            aria-label={a.iconId === 0 ? t('mc_avatar_initials') : t('mc_avatar_n', { n: a.iconId })}
            tabIndex={a.iconId === current ? 0 : -1}
            data-icon={a.iconId}
            className={styles.avatarOption}
            onClick={() => choose(a.iconId)}
            onKeyDown={(e) => onKey(e as unknown as KeyboardEvent<HTMLDivElement>, index)}
          >
            <img src={a.url} alt="" width={64} height={64} />
          </button>
        ))}
      </div>
      <FormAlert message={problemText(alert)} />
      {saved && <FormAlert tone="success" message={t('mc_avatar_saved')} />}
    </div>
  );
}
