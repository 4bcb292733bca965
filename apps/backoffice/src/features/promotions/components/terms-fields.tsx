import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field/field';
import { amountInputMode } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import { GAME_TYPES, type PromotionFields, TERMS_OF } from '../utils/promotion-form';
import { fieldError } from './language-fields';
import styles from './promotions.module.css';

interface TermsProps {
  mechanic: PromotionFields['mechanic'];
  reward: PromotionFields['reward'];
  /** the decimals of the brand's currency: its amount fields take whole numbers when it has none */
  digits: number;
  register: UseFormRegister<PromotionFields>;
  errors: FieldErrors<PromotionFields>;
}

/** The bonus's wagering: how many times, on what, for how long, the largest bet, the cash-out cap and each game's share. */
function BonusFields({ digits, register, errors }: Pick<TermsProps, 'digits' | 'register' | 'errors'>) {
  return (
    <>
      <div className={styles.row}>
        <TextField label={t('promo_wagering')} inputMode="numeric" error={fieldError(errors.wageringMultiple)} {...register('wageringMultiple')} />
        <SelectField
          label={t('promo_wagering_base')}
          options={[
            { value: 'bonus', label: t('promo_base_bonus') },
            { value: 'bonus_deposit', label: t('promo_base_bonus_deposit') },
          ]}
          {...register('wageringBase')}
        />
        <TextField label={t('promo_expiry')} inputMode="numeric" error={fieldError(errors.expiryDays)} {...register('expiryDays')} />
        <TextField label={t('promo_max_bet')} inputMode={amountInputMode(digits)} error={fieldError(errors.maxBet)} {...register('maxBet')} />
        <TextField label={t('promo_max_cashout')} hint={t('promo_max_cashout_hint')} inputMode={amountInputMode(digits)} error={fieldError(errors.maxCashout)} {...register('maxCashout')} />
      </div>
      <fieldset className={styles.weights}>
        <legend>{t('promo_weights')}</legend>
        {GAME_TYPES.map((type) => (
          <TextField key={type} className={styles.narrow} label={type} inputMode="decimal" error={fieldError(errors.weights?.[type])} {...register(`weights.${type}`)} />
        ))}
      </fieldset>
    </>
  );
}

/**
 * The terms as a form: only what the mechanic reads (a first-deposit match has a share, a cap and a smallest deposit;
 * a claim has a reward and a target...), and how it is paid: cash, or a bonus with its wagering.
 */
export function TermsFields({ mechanic, reward, digits, register, errors }: TermsProps) {
  const uses = new Set(TERMS_OF[mechanic]);
  if (uses.size === 0) return <p className={styles.hint}>{t('promo_no_terms')}</p>;
  const amount = (name: 'fixed' | 'cap' | 'minDeposit' | 'minLoss', label: TextKey) =>
    uses.has(name) && <TextField label={t(label)} inputMode={amountInputMode(digits)} error={fieldError(errors[name])} {...register(name)} />;
  return (
    <>
      <div className={styles.row}>
        {amount('fixed', 'promo_fixed')}
        {uses.has('percent') && <TextField label={t('promo_percent')} hint={t('promo_percent_hint')} inputMode="decimal" error={fieldError(errors.percent)} {...register('percent')} />}
        {amount('cap', 'promo_cap')}
        {amount('minDeposit', 'promo_min_deposit')}
        {amount('minLoss', 'promo_min_loss')}
        {uses.has('period') && (
          <SelectField
            label={t('promo_period_terms')}
            options={[
              { value: '', label: t('promo_period_none') },
              { value: 'daily', label: t('promo_period_daily') },
              { value: 'weekly', label: t('promo_period_weekly') },
            ]}
            {...register('period')}
          />
        )}
        {uses.has('qualify') && (
          <>
            <SelectField
              label={t('promo_qualify_metric')}
              options={[
                { value: 'turnover', label: t('promo_qualify_turnover') },
                { value: 'deposit', label: t('promo_qualify_deposit') },
              ]}
              {...register('qualifyMetric')}
            />
            <TextField label={t('promo_qualify_target')} inputMode={amountInputMode(digits)} error={fieldError(errors.qualifyTarget)} {...register('qualifyTarget')} />
          </>
        )}
        {uses.has('raffle') && (
          <>
            <TextField label={t('promo_raffle_winners')} inputMode="numeric" error={fieldError(errors.raffleWinners)} {...register('raffleWinners')} />
            <TextField label={t('promo_raffle_draw')} type="datetime-local" error={fieldError(errors.raffleDrawAt)} {...register('raffleDrawAt')} />
          </>
        )}
      </div>
      {uses.has('requiresJoin') && <CheckboxField label={t('promo_requires_join')} {...register('requiresJoin')} />}
      {uses.has('bonus') && (
        <>
          <SelectField
            label={t('promo_reward_kind')}
            options={[
              { value: 'cash', label: t('promo_reward_cash') },
              { value: 'bonus', label: t('promo_reward_bonus') },
            ]}
            {...register('reward')}
          />
          {reward === 'bonus' && <BonusFields digits={digits} register={register} errors={errors} />}
        </>
      )}
    </>
  );
}
