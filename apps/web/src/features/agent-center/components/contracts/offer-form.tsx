import type { ContractKind, ContractTerms } from '@app/contract/agent-contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/ui/form/field';
import form from '@/components/ui/form/form.module.css';
import { useProblemText } from '@/components/ui/form/problem';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { useMoneyFormat } from '@/config/brand';
import { amountInputMode, parseAmountInput } from '@/lib/amount-input';
import { useRequestId } from '@/lib/request-id';
import { useOfferContract } from '../../api/offer-contract';
import { useCallProblem } from '../../hooks/use-call-problem';
import { kindTakes, ratePercent } from '../../utils/terms';
import styles from '../agent-center.module.css';
import { TermsList } from './terms-list';

interface Fields {
  downline: string;
  rate: string;
  minValidBet: string;
  minProfitLoss: string;
  minActiveMembers: string;
  dailyBet: string;
  hourlyBet: string;
  period: string;
  endDate: string;
}
const empty: Fields = { downline: '', rate: '', minValidBet: '', minProfitLoss: '', minActiveMembers: '', dailyBet: '', hourlyBet: '', period: 'weekly', endDate: '' };

/** An optional amount field in minor units of a currency with `digits` decimals (a loss limit may be negative). */
const minorOf = (text: string, digits: number): number | null | 'bad' => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const negative = trimmed.startsWith('-');
  const parsed = parseAmountInput(negative ? trimmed.slice(1) : trimmed, digits);
  return 'minor' in parsed ? (negative ? -parsed.minor : parsed.minor) : 'bad';
};

/**
 * The form's values as the offer's terms, or the first field that is wrong. maxRateBp: the most the agent may offer
 * (its own rate, at most the brand's maximum; the server checks it again: CONTRACT_RATE_TOO_HIGH). digits: the
 * brand's currency's decimal places, which the amounts may have.
 */
export function termsOf(kind: ContractKind, v: Fields, digits: number, maxRateBp?: number): { terms: ContractTerms } | { field: keyof Fields; key: string } {
  const rate = Number(v.rate.trim());
  if (!v.rate.trim() || !Number.isFinite(rate) || rate <= 0 || rate > 100 || Math.round(rate * 100) !== rate * 100) return { field: 'rate', key: 'ag_rate_invalid' };
  if (maxRateBp !== undefined && Math.round(rate * 100) > maxRateBp) return { field: 'rate', key: 'ag_rate_above_cap' };
  const takes = kindTakes(kind);
  const amounts = { minValidBet: minorOf(v.minValidBet, digits), minProfitLoss: minorOf(v.minProfitLoss, digits), dailyBet: minorOf(v.dailyBet, digits), hourlyBet: minorOf(v.hourlyBet, digits) };
  for (const [field, value] of Object.entries(amounts)) if (value === 'bad' || (field !== 'minProfitLoss' && typeof value === 'number' && value < 0)) return { field: field as keyof Fields, key: 'ag_amount_invalid' };
  const active = v.minActiveMembers.trim() ? Number(v.minActiveMembers) : 0;
  if (!Number.isInteger(active) || active < 0) return { field: 'minActiveMembers', key: 'ag_count_invalid' };
  const num = (x: number | null | 'bad') => (typeof x === 'number' ? x : null);
  return {
    terms: {
      rateBp: Math.round(rate * 100),
      minValidBetMinor: num(amounts.minValidBet) ?? 0,
      minProfitLossMinor: num(amounts.minProfitLoss),
      minActiveMembers: active,
      dailyBetMinor: takes.dailyBet ? num(amounts.dailyBet) : null,
      hourlyBetMinor: takes.hourlyBet ? num(amounts.hourlyBet) : null,
      period: takes.period ? (v.period as ContractTerms['period']) : null,
    },
  };
}

/**
 * An offer of a contract of this kind to a direct downline agent. Before it goes, the consent text says in words
 * what the downline is offered (rate, conditions, period) and that accepting may end the contracts it gives its own
 * downlines at a higher rate.
 */
export function OfferForm({ kind, maxRateBp }: { kind: ContractKind; maxRateBp?: number }) {
  const { t } = useTranslation();
  const { digits } = useMoneyFormat();
  const problemText = useProblemText();
  const offer = useOfferContract();
  const requestId = useRequestId('offer');
  const f = useForm<Fields>({ defaultValues: empty });
  const problem = useCallProblem(f, ['downline']);
  const [done, setDone] = useState<string>();
  const takes = kindTakes(kind);
  const values = f.watch();
  const preview = termsOf(kind, values, digits, maxRateBp);

  const submit = f.handleSubmit(async (v) => {
    problem.clear();
    setDone(undefined);
    if (!v.downline.trim()) return f.setError('downline', { message: 'ag_pick_downline' });
    const checked = termsOf(kind, v, digits, maxRateBp);
    if ('field' in checked) return f.setError(checked.field, { message: checked.key });
    const endAt = v.endDate ? Date.parse(`${v.endDate}T00:00:00Z`) : undefined;
    try {
      const body = { downline: v.downline.trim(), kind, terms: checked.terms, endAt, requestId: requestId.idFor(JSON.stringify([v.downline, checked.terms, endAt])) };
      const value = await offer.mutateAsync(body);
      requestId.done();
      f.reset(empty);
      setDone(t('ag_offer_sent', { downline: value.downline.account }));
    } catch (error) {
      problem.report(error);
    }
  });

  const err = (name: keyof Fields) => problemText(f.formState.errors[name]?.message);
  return (
    <form className={form.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('ag_offer_contract')}>
      <TextField label={t('ag_direct_downline_agent')} autoComplete="off" error={err('downline')} {...f.register('downline')} />
      <TextField
        label={t('ag_rate_percent')}
        inputMode="decimal"
        placeholder="1.5"
        suffix="%"
        error={err('rate')}
        hint={maxRateBp !== undefined ? t('ag_rate_cap', { rate: ratePercent(maxRateBp) }) : undefined}
        {...f.register('rate')}
      />
      {takes.period && (
        <SelectField label={t('ag_dividend_period')} {...f.register('period')}>
          {(['daily', 'weekly', 'semimonthly', 'monthly'] as const).map((p) => (
            <option key={p} value={p}>
              {t(`ag_div_${p}`)}
            </option>
          ))}
        </SelectField>
      )}
      <TextField label={t('ag_min_valid_bet')} inputMode={amountInputMode(digits)} error={err('minValidBet')} {...f.register('minValidBet')} />
      <TextField label={t('ag_min_profit_loss')} inputMode={amountInputMode(digits)} error={err('minProfitLoss')} {...f.register('minProfitLoss')} />
      <TextField label={t('ag_min_active_members')} inputMode="numeric" error={err('minActiveMembers')} {...f.register('minActiveMembers')} />
      {takes.dailyBet && <TextField label={t('ag_daily_bet')} inputMode={amountInputMode(digits)} error={err('dailyBet')} {...f.register('dailyBet')} />}
      {takes.hourlyBet && <TextField label={t('ag_hourly_bet')} inputMode={amountInputMode(digits)} error={err('hourlyBet')} {...f.register('hourlyBet')} />}
      <TextField label={t('ag_end_date')} type="date" {...f.register('endDate')} />
      {'terms' in preview && values.downline.trim() && (
        <div className={styles.consent} data-testid="offer-consent">
          <p>{t('ag_offer_consent', { downline: values.downline.trim(), kind: t(`ag_kind_name_${kind}`), rate: ratePercent(preview.terms.rateBp) })}</p>
          <TermsList kind={kind} terms={preview.terms} />
          <p className={styles.muted}>{t('ag_offer_consent_chain', { downline: values.downline.trim() })}</p>
        </div>
      )}
      <FormAlert message={problemText(problem.alert)} />
      <FormAlert tone="success" message={done} />
      <SubmitButton busy={offer.isPending}>{t('ag_send_offer')}</SubmitButton>
    </form>
  );
}
