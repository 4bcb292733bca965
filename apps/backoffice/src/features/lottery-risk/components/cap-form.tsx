import { capPickSchema } from '@app/contract/operators-platform';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { SelectField, TextField } from '@/components/ui/field/field';
import { failureText, Notice } from '@/components/ui/states/states';
import { amountFormatKey, amountInputMode, amountToMinor, formatAmount, type MoneyFormat } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import { useSetLotteryCap } from '../api/set-cap';
import styles from './lottery-risk.module.css';

/**
 * "Cap a number": the play type, the number ('*' for every number) and the most the brand may owe on it per draw (in
 * `money`, the brand's currency).
 */
export function CapForm({ brandId, money, gameCode, playTypes }: { brandId: string; money: MoneyFormat; gameCode: string; playTypes: readonly string[] }) {
  const setCap = useSetLotteryCap();
  const [playType, setPlayType] = useState(playTypes[0] ?? '');
  const [pick, setPick] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ pick?: string; amount?: string }>({});
  const [done, setDone] = useState('');
  return (
    <form
      className={styles.capForm}
      noValidate
      aria-label={t('risk_cap_title')}
      onSubmit={(e) => {
        e.preventDefault();
        const capMinor = amountToMinor(amount, money.digits);
        const next: typeof errors = {};
        const target = capPickSchema.safeParse(pick);
        if (!target.success) next.pick = t('risk_pick_format');
        if (capMinor === null) next.amount = t(amountFormatKey(money.digits));
        setErrors(next);
        setDone('');
        if (!target.success || capMinor === null) return;
        setCap.mutate(
          { brandId, gameCode, playType: playType as never, pick: target.data, capMinor },
          { onSuccess: () => setDone(t('risk_cap_saved', { pick: target.data, playType: t(`pt.${playType}` as TextKey), amount: formatAmount(capMinor, money) })) },
        );
      }}
    >
      <SelectField label={t('risk_play_type')} value={playType} onChange={(e) => setPlayType(e.target.value)} options={playTypes.map((p) => ({ value: p, label: t(`pt.${p}` as TextKey) }))} />
      <TextField className={styles.narrow} label={t('risk_pick')} hint={t('risk_pick_hint')} value={pick} onChange={(e) => setPick(e.target.value)} error={errors.pick} autoComplete="off" />
      <TextField className={styles.narrow} label={t('risk_cap_amount')} hint={t('risk_cap_amount_hint')} inputMode={amountInputMode(money.digits)} value={amount} onChange={(e) => setAmount(e.target.value)} error={errors.amount} />
      <Button type="submit" variant="primary" className={styles.submit} disabled={setCap.isPending}>
        {t('risk_cap_set')}
      </Button>
      {setCap.error && <Notice tone="error">{failureText(setCap.error)}</Notice>}
      {done && <Notice>{done}</Notice>}
    </form>
  );
}
