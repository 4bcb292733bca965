import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/field/field';
import { failureText, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { amountFormatKey, amountInputMode, amountText, amountToMinor, type MoneyFormat } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import { type AgentContract, useAmendContract } from '../api/agents';
import styles from '@/components/ui/layout/layout.module.css';

type Field = 'rate' | 'minValidBet' | 'minProfitLoss' | 'minActive' | 'reason';
/** A signed amount ("-150.00" allowed: a team's loss) in minor units of a currency of `digits`; null when it is not one. */
const parseSigned = (text: string, digits: number) => {
  const clean = text.trim();
  const value = amountToMinor(clean.replace(/^-/, ''), digits);
  return value === null ? null : clean.startsWith('-') ? -value : value;
};

/**
 * New terms for an accepted contract, from the start of its next settlement period (the server says when): the
 * period in progress is settled under the present terms. Prefilled with the terms in force (or the amendment waiting).
 * Amounts in `money`, the brand's currency.
 */
export function AmendContractForm({ contract, money, onDone }: { contract: AgentContract; money: MoneyFormat; onDone: (message: string) => void }) {
  const amend = useAmendContract();
  const base = contract.amendment ?? contract;
  const [rate, setRate] = useState((base.rateBp / 100).toFixed(2));
  const [minValidBet, setMinValidBet] = useState(amountText(base.minValidBetMinor, money.digits));
  const [minProfitLoss, setMinProfitLoss] = useState(amountText(base.minProfitLossMinor, money.digits));
  const [minActive, setMinActive] = useState(String(base.minActiveMembers));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found: typeof errors = {};
        const rateBp = /^\d{1,3}(\.\d{1,2})?$/.test(rate.trim()) ? Math.round(Number(rate) * 100) : NaN;
        if (!(rateBp >= 1 && rateBp <= 10_000)) found.rate = t('ag_amend_rate_format');
        const minValidBetMinor = amountToMinor(minValidBet, money.digits);
        if (minValidBetMinor === null) found.minValidBet = t(amountFormatKey(money.digits));
        const minProfitLossMinor = minProfitLoss.trim() === '' ? null : parseSigned(minProfitLoss, money.digits);
        if (minProfitLoss.trim() !== '' && minProfitLossMinor === null) found.minProfitLoss = t(amountFormatKey(money.digits));
        if (!/^\d{1,7}$/.test(minActive.trim())) found.minActive = t('ag_amend_members_format');
        if (!reason.trim()) found.reason = t('reason_required');
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        amend.mutate(
          { id: contract.id, rateBp, minValidBetMinor: minValidBetMinor!, minProfitLossMinor, minActiveMembers: Number(minActive), reason: reason.trim() },
          { onSuccess: (value) => onDone(t('ag_amended', { id: contract.id, from: formatTime(value.amendment?.effectiveAt) })) },
        );
      }}
    >
      <p>{t('ag_amend_text', { kind: t(`ag_kind.${contract.kind}` as TextKey), upline: contract.upline, downline: contract.downline })}</p>
      <div className={styles.grid}>
        <TextField label={t('ag_amend_rate')} hint={t('ag_amend_rate_hint', { rate: (contract.rateBp / 100).toFixed(2) })} inputMode="decimal" value={rate} error={errors.rate} onChange={(e) => setRate(e.target.value)} />
        <TextField label={t('ag_amend_min_valid_bet')} inputMode={amountInputMode(money.digits)} value={minValidBet} error={errors.minValidBet} onChange={(e) => setMinValidBet(e.target.value)} />
        <TextField label={t('ag_amend_min_profit_loss')} hint={t('ag_amend_min_profit_loss_hint')} inputMode={amountInputMode(money.digits)} value={minProfitLoss} error={errors.minProfitLoss} onChange={(e) => setMinProfitLoss(e.target.value)} />
        <TextField label={t('ag_amend_min_active')} inputMode="numeric" value={minActive} error={errors.minActive} onChange={(e) => setMinActive(e.target.value)} />
      </div>
      <TextField label={t('ag_terminate_reason')} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} error={errors.reason} />
      {amend.isError && <Notice tone="error">{failureText(amend.error)}</Notice>}
      <div>
        <Button type="submit" variant="primary" disabled={amend.isPending}>
          {t('ag_amend_save')}
        </Button>
      </div>
    </form>
  );
}
