import type { PointReward, Redemption } from '@app/contract/loyalty';
import { receivingAddressSchema } from '@app/contract/loyalty';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { PasswordField, TextAreaField, TextField } from '@/components/ui/form/field';
import form from '@/components/ui/form/form.module.css';
import { encodeProblem, useProblemText, type Problem } from '@/components/ui/form/problem';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { Modal } from '@/components/ui/modal/modal';
import { modals } from '@/components/ui/modal/modal-store';
import { toasts } from '@/components/ui/toast/toast-store';
import { wholeNumber } from '@/lib/format';
import { useRequestId } from '@/lib/request-id';
import { useRedeemPointReward } from '../../api/redeem-point-reward';
import { maxQuantity } from '../../utils/catalogue';
import { loyaltyProblem } from '../../utils/problems';
import { REDEEM_MODAL } from './modal-names';
import styles from './point-mall.module.css';

interface Fields {
  quantity: string;
  name: string;
  phone: string;
  address: string;
  paymentPassword: string;
}
const fields = ['quantity', 'name', 'phone', 'address', 'paymentPassword'] as const;
const address = receivingAddressSchema.shape;
/** A receiving-address field checked with the contract's own rule (the server checks the same). */
const addressCheck = (schema: (typeof address)[keyof typeof address], key: string) => (v: string) => (schema.safeParse(v).success ? true : key);

/** The quantity with − and + (1 up to what stock, limit and points allow). */
function QuantityField({ f, max, error }: { f: ReturnType<typeof useForm<Fields>>; max: number; error?: string }) {
  const { t } = useTranslation();
  const quantity = Number(f.watch('quantity')) || 1;
  const step = (d: number) => f.setValue('quantity', String(Math.min(max, Math.max(1, quantity + d))), { shouldValidate: true });
  return (
    <TextField
      label={t('lo_quantity')}
      inputMode="numeric"
      autoComplete="off"
      error={error}
      hint={t('lo_quantity_max', { count: max })}
      before={
        <Button variant="outline" size="sm" onClick={() => step(-1)} disabled={quantity <= 1} aria-label={t('lo_fewer')}>
          −
        </Button>
      }
      after={
        <Button variant="outline" size="sm" onClick={() => step(1)} disabled={quantity >= max} aria-label={t('lo_more')}>
          +
        </Button>
      }
      {...f.register('quantity', { validate: (v) => (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= max ? true : encodeProblem({ key: 'lo_quantity_range', params: { max } })) })}
    />
  );
}

/** The redemption: quantity, a receiving address for a physical item, the payment password; the total in points live. */
function RedeemForm({ token, reward, balance, onRedeemed }: { token: string; reward: PointReward; balance: number; onRedeemed: (r: Redemption) => void }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const redeem = useRedeemPointReward();
  const requestId = useRequestId('redeem');
  const [alert, setAlert] = useState<Problem>();
  const max = maxQuantity(reward, balance);
  const f = useForm<Fields>({ defaultValues: { quantity: '1', name: '', phone: '', address: '', paymentPassword: '' }, mode: 'onTouched' });
  const quantity = Math.max(1, Number(f.watch('quantity')) || 1);
  const total = quantity * reward.pointsCost;
  const error = (name: keyof Fields) => problemText(f.formState.errors[name]?.message);

  const submit = f.handleSubmit(async (v) => {
    setAlert(undefined);
    const body = {
      rewardId: reward.id,
      quantity: Number(v.quantity),
      paymentPassword: v.paymentPassword,
      ...(reward.physical ? { address: { name: v.name.trim(), phone: v.phone.trim(), address: v.address.trim() } } : {}),
    };
    try {
      const value = await redeem.mutateAsync({ ...body, requestId: requestId.idFor(`${token}:${reward.id}:${v.quantity}`) });
      requestId.done();
      modals.close(REDEEM_MODAL);
      toasts.show(t('lo_redeemed', { name: reward.name, reference: value.redemption.referenceNo }));
      onRedeemed(value.redemption);
    } catch (caught) {
      const { field, problem } = loyaltyProblem(caught);
      const target = fields.find((name) => name === field);
      if (target && (target !== 'address' || reward.physical)) f.setError(target, { type: 'server', message: encodeProblem(problem) }, { shouldFocus: true });
      else setAlert(problem);
    }
  });

  return (
    <form className={form.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('lo_redeem_title')} data-testid="redeem-form">
      <div className={styles.redeemItem}>
        <img src={reward.image} alt="" width={64} height={64} />
        <div>
          <strong>{reward.name}</strong>
          <span>{t('lo_cost_each', { points: wholeNumber(reward.pointsCost), unit: reward.unit })}</span>
        </div>
      </div>
      <QuantityField f={f} max={max} error={error('quantity')} />
      <p className={styles.total} aria-live="polite" data-testid="redeem-total">
        {t('lo_redeem_total', { points: wholeNumber(total), left: wholeNumber(Math.max(0, balance - total)) })}
      </p>
      {reward.physical && (
        <fieldset className={styles.address}>
          <legend>{t('lo_receiving_address')}</legend>
          <TextField label={t('lo_address_name')} autoComplete="name" error={error('name')} {...f.register('name', { validate: addressCheck(address.name, 'lo_address_name_required') })} />
          <TextField label={t('lo_address_phone')} type="tel" inputMode="tel" autoComplete="tel" error={error('phone')} {...f.register('phone', { validate: addressCheck(address.phone, 'lo_address_phone_invalid') })} />
          <TextAreaField label={t('lo_address')} rows={2} autoComplete="street-address" error={error('address')} {...f.register('address', { validate: addressCheck(address.address, 'lo_address_required') })} />
        </fieldset>
      )}
      <PasswordField label={t('lo_payment_password')} autoComplete="off" error={error('paymentPassword')} {...f.register('paymentPassword', { validate: (v) => (v ? true : 'lo_enter_payment_password') })} />
      <FormAlert message={problemText(alert)} />
      <SubmitButton busy={redeem.isPending}>{t('lo_redeem_confirm', { points: wholeNumber(total) })}</SubmitButton>
    </form>
  );
}

/** The redeem dialog of the points mall (opened from a catalogue card with { reward, balance }). */
export function RedeemDialog({ token, onRedeemed }: { token: string; onRedeemed: (r: Redemption) => void }) {
  const { t } = useTranslation();
  return (
    <Modal name={REDEEM_MODAL} title={t('lo_redeem_title')} width={520}>
      {(props) => {
        const reward = props.reward as PointReward | undefined;
        return reward ? <RedeemForm key={reward.id} token={token} reward={reward} balance={Number(props.balance) || 0} onRedeemed={onRedeemed} /> : null;
      }}
    </Modal>
  );
}
