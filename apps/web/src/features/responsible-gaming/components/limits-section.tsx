import { formatMoney } from '@app/contract/money';
import type { RgLimit } from '@app/contract/responsible-gaming';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/field';
import { problemOf } from '@/components/ui/form/problem-of';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { Panel } from '@/components/ui/panel/panel';
import { useMoneyFormat } from '@/config/brand';
import { amountInputMode } from '@/lib/amount-input';
import { formatWhen } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useProblemText } from '@/components/ui/form/problem';
import { useCancelLimitChange } from '../api/cancel-limit-change';
import { useConfirmLimit } from '../api/confirm-limit';
import { useSetLimit } from '../api/set-limit';
import type { RgSectionProps } from '../config/sections';
import { limitInput, limitNameKey } from '../utils/limit-text';
import styles from './rg.module.css';

/** Deposit, loss and wager limits per period and the session time limit, as the pack offers them. */
export function LimitsSection({ token, status }: RgSectionProps) {
  const { t } = useTranslation();
  return (
    <Panel title={t('rg_limits_title')}>
      <p className={styles.note}>{t('rg_limits_rule', { hours: status.pack.coolingOffHours })}</p>
      <ul className={styles.limits}>
        {status.limits.map((limit) => (
          <li key={`${limit.kind}-${limit.period}`}>
            <LimitRow token={token} limit={limit} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function LimitRow({ token, limit }: { token: string; limit: RgLimit }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoneyFormat();
  const problemText = useProblemText();
  const set = useSetLimit(token);
  const confirm = useConfirmLimit(token);
  const cancel = useCancelLimitChange(token);
  const [problem, setProblem] = useState<string>();
  const session = limit.kind === 'session';
  const name = t(limitNameKey(limit.kind, limit.period));
  const shown = (v: number | null) => (v === null ? t('rg_no_limit') : session ? t('rg_minutes', { count: v }) : formatMoney(v, money));
  const schema = useMemo(
    () =>
      z.object({ value: z.string() }).superRefine((v, ctx) => {
        const checked = limitInput(limit.kind, v.value, money.digits);
        if ('problem' in checked) ctx.addIssue({ code: 'custom', path: ['value'], message: checked.problem });
      }),
    [limit.kind, money.digits],
  );
  const form = useForm<{ value: string }>({ resolver: zodResolver(schema), defaultValues: { value: '' } });
  const target = { kind: limit.kind, period: limit.period };
  const run = async (action: () => Promise<unknown>) => {
    setProblem(undefined);
    try {
      await action();
      form.reset({ value: '' });
    } catch (error) {
      setProblem(problemText(problemOf(error, { money, language }).problem));
    }
  };
  const submit = form.handleSubmit((v) => {
    const checked = limitInput(limit.kind, v.value, money.digits);
    if ('value' in checked) return run(() => set.mutateAsync({ ...target, value: checked.value }));
  });
  const fieldId = `rg-${limit.kind}-${limit.period}`;
  return (
    <form className={styles.limit} onSubmit={submit} noValidate data-testid={fieldId}>
      <div className={styles.limitHead}>
        <strong>{name}</strong>
        <span data-testid={`${fieldId}-value`}>{shown(limit.value)}</span>
      </div>
      {limit.value !== null && limit.usedMinor !== null && limit.resetsAt !== null && (
        <p className={styles.note}>{t('rg_used', { used: formatMoney(limit.usedMinor, money), resetsAt: formatWhen(limit.resetsAt, language) })}</p>
      )}
      {limit.pending && (
        <div className={styles.pending} data-testid={`${fieldId}-pending`}>
          <span>
            {limit.pending.ready
              ? t('rg_pending_ready', { value: shown(limit.pending.value) })
              : t('rg_pending_waits', { value: shown(limit.pending.value), at: formatWhen(limit.pending.effectiveAt, language) })}
          </span>
          {limit.pending.ready && (
            <Button type="button" size="sm" onClick={() => void run(() => confirm.mutateAsync(target))} disabled={confirm.isPending}>
              {t('rg_confirm_change')}
            </Button>
          )}
          <Button type="button" size="sm" variant="outline" onClick={() => void run(() => cancel.mutateAsync(target))} disabled={cancel.isPending}>
            {t('rg_keep_limit')}
          </Button>
        </div>
      )}
      <div className={styles.limitForm}>
        <TextField
          label={session ? t('rg_new_minutes') : t('rg_new_amount')}
          inputMode={session ? 'numeric' : amountInputMode(money.digits)}
          error={problemText(form.formState.errors.value?.message)}
          {...form.register('value')}
        />
        <SubmitButton busy={set.isPending}>{t('rg_save_limit')}</SubmitButton>
        {limit.value !== null && !limit.pending && (
          <Button type="button" variant="outline" onClick={() => void run(() => set.mutateAsync({ ...target, value: null }))} disabled={set.isPending}>
            {t('rg_remove_limit')}
          </Button>
        )}
      </div>
      <FormAlert message={problem} />
    </form>
  );
}
