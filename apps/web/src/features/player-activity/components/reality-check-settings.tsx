import { fillBounds } from '@app/contract/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/field';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { useActivityRules } from '@/lib/shared-api/activity-rules';
import { useRealityCheck } from '../api/get-reality-check';
import { useSetRealityCheckInterval } from '../api/set-reality-check-interval';
import styles from './player-activity.module.css';
import { formatClock } from '@/lib/format';
import '../locales/texts';

/**
 * The player's reality-check interval, inside the brand pack's range (the responsible-gaming page embeds it). Says so
 * when the brand's pack has no reality checks.
 */
export function RealityCheckSettings({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const rules = useActivityRules();
  const range = rules.data?.realityCheck ?? null;
  const state = useRealityCheck(token, Boolean(range));
  const save = useSetRealityCheckInterval(token);
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();

  if (rules.isPending || (range && state.isPending)) return <Skeleton height={120} radius={16} />;
  if (rules.isError) return <ErrorState compact message={t('err_network_error')} onRetry={() => void rules.refetch()} />;
  if (!range)
    return (
      <section className={styles.card} aria-labelledby="rc-settings-title">
        <h2 id="rc-settings-title" className={styles.cardTitle}>{t('pa_settings_title')}</h2>
        <p className={styles.muted}>{t('pa_settings_off')}</p>
      </section>
    );
  if (state.isError) return <ErrorState compact message={t(state.error instanceof ApiError ? state.error.messageKey : 'err_network_error')} onRetry={() => void state.refetch()} />;

  const current = state.data?.intervalMinutes ?? range.defaultMinutes;
  const value = typed ?? String(current);
  const outOfRange = fillBounds(t('pa_interval_out_of_range'), { min: range.minMinutes, max: range.maxMinutes });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minutes = Number(value);
    if (!/^\d+$/.test(value.trim()) || minutes < range.minMinutes || minutes > range.maxMinutes) return setProblem(outOfRange);
    setProblem(undefined);
    save.mutate(minutes, {
      onSuccess: () => setTyped(null),
      onError: (error) => setProblem(error instanceof ApiError && error.code === 'VALIDATION_ERROR' ? outOfRange : t(error instanceof ApiError ? error.messageKey : 'err_network_error')),
    });
  };
  const next = state.data?.nextCheckAt;
  return (
    <section className={styles.card} aria-labelledby="rc-settings-title" data-testid="reality-check-settings">
      <h2 id="rc-settings-title" className={styles.cardTitle}>{t('pa_settings_title')}</h2>
      <p className={styles.muted}>{t('pa_settings_text', { min: range.minMinutes, max: range.maxMinutes })}</p>
      <form className={styles.intervalForm} onSubmit={submit} noValidate>
        <TextField
          label={t('pa_interval_label')}
          type="number"
          inputMode="numeric"
          min={range.minMinutes}
          max={range.maxMinutes}
          step={1}
          value={value}
          onChange={(e) => {
            setTyped(e.target.value);
            save.reset();
          }}
          error={problem}
          name="intervalMinutes"
        />
        <Button type="submit" disabled={save.isPending}>
          {t('pa_interval_save')}
        </Button>
      </form>
      <p className={styles.muted} role="status">
        {save.isSuccess
          ? t('pa_interval_saved', { minutes: save.data.intervalMinutes })
          : next
            ? t('pa_next_check', { time: formatClock(next, i18n.language) })
            : null}
      </p>
    </section>
  );
}
