import { SelectField, TextField } from '@/components/ui/field/field';
import { amountInputMode } from '@/lib/money';
import { t } from '@/lib/texts';
import type { Errors, RewardField, RewardForm } from '../utils/loyalty-form';
import layout from '@/components/ui/layout/layout.module.css';

/**
 * What a mission or an item pays: points, cash to the main balance, or a bonus with its wagering (times the bonus,
 * days to finish it, the largest bet meanwhile). `legend` names the group for the form's readers; amounts are typed
 * in the brand's currency, of `digits` decimals.
 */
export function RewardFields({ legend, digits, value, errors, onChange }: { legend: string; digits: number; value: RewardForm; errors: Errors<RewardField>; onChange: (next: RewardForm) => void }) {
  const set = (patch: Partial<RewardForm>) => onChange({ ...value, ...patch });
  return (
    <fieldset className={layout.fieldset}>
      <legend>{legend}</legend>
      <div className={layout.grid}>
        <SelectField
          label={t('lo_reward_kind')}
          value={value.kind}
          onChange={(e) => set({ kind: e.target.value as RewardForm['kind'] })}
          options={(['points', 'cash', 'bonus'] as const).map((k) => ({ value: k, label: t(`lo_reward_kind.${k}`) }))}
        />
        {value.kind === 'points' ? (
          <TextField label={t('lo_reward_points')} inputMode="numeric" value={value.points} error={errors.points} onChange={(e) => set({ points: e.target.value })} />
        ) : (
          <TextField label={t('lo_reward_amount')} inputMode={amountInputMode(digits)} value={value.amount} error={errors.amount} onChange={(e) => set({ amount: e.target.value })} />
        )}
        {value.kind === 'bonus' && (
          <>
            <TextField label={t('lo_reward_wagering')} hint={t('lo_reward_wagering_hint')} inputMode="numeric" value={value.wagering} error={errors.wagering} onChange={(e) => set({ wagering: e.target.value })} />
            <TextField label={t('lo_reward_expiry')} inputMode="numeric" value={value.expiryDays} error={errors.expiryDays} onChange={(e) => set({ expiryDays: e.target.value })} />
            <TextField label={t('lo_reward_max_bet')} inputMode={amountInputMode(digits)} value={value.maxBet} error={errors.maxBet} onChange={(e) => set({ maxBet: e.target.value })} />
          </>
        )}
      </div>
    </fieldset>
  );
}
