import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { PasswordField, TextField } from '@/components/ui/form/field';
import form from '@/components/ui/form/form.module.css';
import { encodeProblem, useProblemText, type Problem } from '@/components/ui/form/problem';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { Modal } from '@/components/ui/modal/modal';
import { modals } from '@/components/ui/modal/modal-store';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { toasts } from '@/components/ui/toast/toast-store';
import { wholeNumber } from '@/lib/format';
import { useRequestId } from '@/lib/request-id';
import { useConvertPoints } from '../../api/convert-points';
import { usePointConfig } from '../../api/get-point-config';
import { useMoney } from '../../hooks/use-money';
import { checkConvertPoints, convertAmountMinor, maxConvertible, type ConvertRule } from '../../utils/convert';
import { loyaltyProblem } from '../../utils/problems';
import { CONVERT_MODAL } from './modal-names';
import styles from './point-mall.module.css';

interface Fields {
  points: string;
  paymentPassword: string;
}

/** Points to the main balance: whole steps from the minimum, the amount they make shown as the member types. */
function ConvertForm({ token, rule, currency, balance }: { token: string; rule: ConvertRule; currency: string; balance: number }) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const problemText = useProblemText();
  const convert = useConvertPoints();
  const requestId = useRequestId('convert');
  const [alert, setAlert] = useState<Problem>();
  const max = maxConvertible(balance, rule);
  const f = useForm<Fields>({ defaultValues: { points: max >= rule.minPoints ? String(rule.minPoints) : '', paymentPassword: '' }, mode: 'onTouched' });
  const checked = checkConvertPoints(f.watch('points'), rule, balance);
  const amount = 'points' in checked ? convertAmountMinor(checked.points, rule) : 0;

  const submit = f.handleSubmit(async (v) => {
    const valid = checkConvertPoints(v.points, rule, balance);
    if (!('points' in valid)) return;
    setAlert(undefined);
    try {
      const value = await convert.mutateAsync({ points: valid.points, paymentPassword: v.paymentPassword, requestId: requestId.idFor(`${token}:${valid.points}`) });
      requestId.done();
      modals.close(CONVERT_MODAL);
      // the answer's points are those left: the toast names the points converted
      toasts.show(t('lo_converted', { points: wholeNumber(valid.points), amount: money(value.amountMinor) }));
    } catch (error) {
      const { field, problem } = loyaltyProblem(error);
      if (field === 'points' || field === 'paymentPassword') f.setError(field, { type: 'server', message: encodeProblem(problem) }, { shouldFocus: true });
      else setAlert(problem);
    }
  });

  return (
    <form className={form.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('lo_convert_title')} data-testid="convert-form">
      <p className={styles.total}>{t('lo_convert_rate', { points: wholeNumber(rule.points), amount: money(rule.amountMinor), min: wholeNumber(rule.minPoints) })}</p>
      <TextField
        label={t('lo_points_to_convert')}
        inputMode="numeric"
        autoComplete="off"
        aside={t('lo_available_points', { points: wholeNumber(balance) })}
        error={problemText(f.formState.errors.points?.message)}
        after={
          <Button variant="outline" size="sm" onClick={() => f.setValue('points', String(max), { shouldValidate: true })} disabled={max < rule.minPoints}>
            {t('lo_max')}
          </Button>
        }
        {...f.register('points', { validate: (v) => { const c = checkConvertPoints(v, rule, balance); return 'problem' in c ? encodeProblem(c.problem) : true; } })}
      />
      <p className={styles.youGet} aria-live="polite" data-testid="convert-amount">
        {t('lo_you_get')} <strong>{money(amount)}</strong>
      </p>
      <PasswordField label={t('lo_payment_password')} autoComplete="off" error={problemText(f.formState.errors.paymentPassword?.message)} {...f.register('paymentPassword', { validate: (v) => (v ? true : 'lo_enter_payment_password') })} />
      <FormAlert message={problemText(alert)} />
      <SubmitButton busy={convert.isPending} variant="accent">
        {t('lo_convert_now')}
      </SubmitButton>
    </form>
  );
}

/** The convert dialog of the points mall (opened with { balance }). */
export function ConvertDialog({ token }: { token: string }) {
  const { t } = useTranslation();
  const config = usePointConfig(token);
  return (
    <Modal name={CONVERT_MODAL} title={t('lo_convert_title')} width={460}>
      {(props) =>
        config.data ? (
          <ConvertForm token={token} rule={config.data.convert} currency={config.data.currency} balance={Number(props.balance) || 0} />
        ) : (
          <Skeleton height={220} radius={12} />
        )
      }
    </Modal>
  );
}
