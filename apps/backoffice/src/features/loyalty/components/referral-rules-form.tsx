import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState, Notice } from '@/components/ui/states/states';
import { amountFormatKey, amountInputMode, amountText, amountToMinor, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { type ReferralPatch, type ReferralRules, useReferralRules, useSetReferralRules } from '../api/referral-rules';
import { type Errors, rewardText, wholeNumber } from '../utils/loyalty-form';
import { loyaltyRefusal } from '../utils/refusal';
import layout from '@/components/ui/layout/layout.module.css';

type Field = 'qualify' | 'maxFriends' | 'amount' | 'wagering' | 'expiryDays' | 'maxBet';
type Kind = ReferralRules['reward']['kind'];
/** The fields that count (friends, times, days); the rest are amounts, or points in `amount` for a points reward. */
const COUNT_FIELDS: ReadonlySet<Field> = new Set(['maxFriends', 'wagering', 'expiryDays']);

/** The referral rules' fields; amounts in `money`, the brand's currency. */
function RulesForm({ brandId, money, rules }: { brandId: string; money: MoneyFormat; rules: ReferralRules }) {
  const save = useSetReferralRules(brandId);
  const bonus = rules.reward.kind === 'bonus' ? rules.reward.terms : null;
  const [enabled, setEnabled] = useState(rules.enabled);
  const [kind, setKind] = useState<Kind>(rules.reward.kind);
  const [values, setValues] = useState<Record<Field, string>>({
    qualify: amountText(rules.qualifyDepositMinor, money.digits),
    maxFriends: rules.maxRewardedFriends === null ? '' : String(rules.maxRewardedFriends),
    amount: rules.reward.kind === 'points' ? String(rules.reward.points) : amountText(rules.reward.amountMinor, money.digits),
    wagering: String(bonus?.wageringMultiple ?? 5),
    expiryDays: String(bonus?.expiryDays ?? 14),
    maxBet: amountText(bonus?.maxBetMinor, money.digits),
  });
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [done, setDone] = useState(false);
  const field = (key: Field, label: string, hint?: string) => (
    <TextField key={key} label={label} hint={hint} inputMode={COUNT_FIELDS.has(key) || (key === 'amount' && kind === 'points') ? 'numeric' : amountInputMode(money.digits)} value={values[key]} error={errors[key]} onChange={(e) => setValues({ ...values, [key]: e.target.value })} />
  );
  return (
    <form
      className={layout.form}
      noValidate
      aria-label={t('lo_referral')}
      onSubmit={(e) => {
        e.preventDefault();
        const next: Errors<Field> = {};
        const notAmount = t(amountFormatKey(money.digits));
        const qualify = amountToMinor(values.qualify, money.digits);
        if (qualify === null || qualify <= 0) next.qualify = notAmount;
        const maxFriends = values.maxFriends.trim() === '' ? null : wholeNumber(values.maxFriends, 1, 1_000_000);
        if (values.maxFriends.trim() !== '' && maxFriends === null) next.maxFriends = t('number_format');
        const points = kind === 'points' ? wholeNumber(values.amount, 1, 100_000_000) : null;
        const amountMinor = kind === 'points' ? null : amountToMinor(values.amount, money.digits);
        if (kind === 'points' ? points === null : amountMinor === null || amountMinor <= 0) next.amount = kind === 'points' ? t('lo_err_points') : notAmount;
        const wageringMultiple = wholeNumber(values.wagering, 0, 100);
        const expiryDays = wholeNumber(values.expiryDays, 1, 365);
        const maxBetMinor = amountToMinor(values.maxBet, money.digits);
        if (kind === 'bonus') {
          if (wageringMultiple === null) next.wagering = t('lo_err_wagering');
          if (expiryDays === null) next.expiryDays = t('lo_err_expiry');
          if (maxBetMinor === null || maxBetMinor <= 0) next.maxBet = notAmount;
        }
        setErrors(next);
        setDone(false);
        if (Object.keys(next).length) return;
        const reward: NonNullable<ReferralPatch['reward']> = kind === 'points' ? { kind, points: points! } : { kind, amountMinor: amountMinor! };
        const patch: ReferralPatch = {
          enabled,
          qualifyDepositMinor: qualify!,
          maxRewardedFriends: maxFriends,
          reward,
          ...(kind === 'bonus' ? { wageringMultiple: wageringMultiple!, expiryDays: expiryDays!, maxBetMinor: maxBetMinor! } : {}),
        };
        save.mutate(patch, { onSuccess: () => setDone(true) });
      }}
    >
      <CheckboxField label={t('lo_referral_enabled')} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
      <div className={layout.grid}>
        {field('qualify', t('lo_referral_qualify'), t('lo_referral_qualify_hint'))}
        {field('maxFriends', t('lo_referral_max_friends'), t('lo_referral_max_friends_hint'))}
        <SelectField label={t('lo_reward_kind')} value={kind} onChange={(e) => setKind(e.target.value as Kind)} options={(['points', 'cash', 'bonus'] as const).map((k) => ({ value: k, label: t(`lo_reward_kind.${k}`) }))} />
        {field('amount', kind === 'points' ? t('lo_reward_points') : t('lo_reward_amount'))}
        {kind === 'bonus' && (
          <>
            {field('wagering', t('lo_reward_wagering'), t('lo_reward_wagering_hint'))}
            {field('expiryDays', t('lo_reward_expiry'))}
            {field('maxBet', t('lo_reward_max_bet'))}
          </>
        )}
      </div>
      <p className={layout.hint}>{t('lo_referral_now', { reward: rewardText(rules.reward, money) })}</p>
      {save.isError && <Notice tone="error">{loyaltyRefusal(save.error)}</Notice>}
      {done && <Notice>{t('lo_referral_saved')}</Notice>}
      <div>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

/** Invite friends: on or off, what a friend must deposit, what the inviter is paid and for how many friends. */
export function ReferralRulesPanel({ brandId }: { brandId: string }) {
  const rules = useReferralRules(brandId);
  const money = useBrandMoney()(brandId);
  return (
    <Panel title={t('lo_referral')}>
      {rules.isPending ? (
        <LoadingState rows={2} />
      ) : rules.isError ? (
        <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />
      ) : rules.data ? (
        <RulesForm key={JSON.stringify(rules.data)} brandId={brandId} money={money} rules={rules.data} />
      ) : (
        <EmptyState title={t('lo_referral_none')} />
      )}
    </Panel>
  );
}
