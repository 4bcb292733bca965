import type { Language } from '@app/contract/brand';
import { useState } from 'react';
import { BrandLanguagesGate } from '@/components/brand-languages/brand-languages-gate';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { Notice } from '@/components/ui/states/states';
import { amountInputMode } from '@/lib/money';
import { t } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { type OperatorMission, useCreateMission } from '../api/missions';
import {
  AMOUNT_KINDS,
  CATEGORY_KINDS,
  emptyMission,
  emptyReward,
  type Errors,
  GAME_TYPES,
  kindLabel,
  MISSION_KINDS,
  MISSION_PERIODS,
  type MissionField,
  type MissionForm as MissionFormValue,
  missionOf,
  periodLabel,
  type RewardField,
  rewardOf,
} from '../utils/loyalty-form';
import { loyaltyRefusal } from '../utils/refusal';
import { RewardFields } from './reward-fields';
import layout from '@/components/ui/layout/layout.module.css';

interface MissionFormProps {
  brandId: string;
  onDone: (mission: OperatorMission) => void;
  onCancel: () => void;
}

/**
 * A new mission of any kind the engine counts: what it counts (and of which category, for bets and turnover), over
 * which period, the target, the reward and the texts players read in each language of the brand. Saved, it counts
 * from the players' next activity; a reward the budget cannot afford is refused with the figures.
 */
export function MissionForm(props: MissionFormProps) {
  return <BrandLanguagesGate brandId={props.brandId}>{(languages) => <MissionFields {...props} languages={languages} />}</BrandLanguagesGate>;
}

function MissionFields({ brandId, languages, onDone, onCancel }: MissionFormProps & { languages: readonly Language[] }) {
  const create = useCreateMission(brandId);
  const { digits } = useBrandMoney()(brandId);
  const [form, setForm] = useState(emptyMission);
  const [reward, setReward] = useState(emptyReward);
  const [errors, setErrors] = useState<Errors<MissionField>>({});
  const [rewardErrors, setRewardErrors] = useState<Errors<RewardField>>({});
  const set = (patch: Partial<MissionFormValue>) => setForm({ ...form, ...patch });
  const amount = AMOUNT_KINDS.has(form.kind);
  const text = (field: 'title' | 'description', language: Language) => (
    <TextField
      key={`${field}.${language}`}
      label={`${t(field === 'title' ? 'lo_title' : 'lo_description')} (${language})`}
      value={form[field][language] ?? ''}
      error={field === 'title' ? errors[`title.${language}`] : undefined}
      maxLength={field === 'title' ? 120 : 300}
      onChange={(e) => set({ [field]: { ...form[field], [language]: e.target.value } })}
    />
  );
  return (
    <Panel title={t('lo_mission_new')}>
      <form
        className={layout.form}
        noValidate
        aria-label={t('lo_mission_new')}
        onSubmit={(e) => {
          e.preventDefault();
          const mission = missionOf(form, digits, languages);
          const paid = rewardOf(reward, digits);
          setErrors('errors' in mission ? mission.errors : {});
          setRewardErrors('errors' in paid ? paid.errors : {});
          if ('errors' in mission || 'errors' in paid) return;
          create.mutate({ brandId, ...mission.mission, reward: paid.reward }, { onSuccess: onDone });
        }}
      >
        <div className={layout.grid}>
          <TextField label={t('lo_code')} hint={t('lo_code_hint')} value={form.code} error={errors.code} maxLength={64} onChange={(e) => set({ code: e.target.value })} />
          <SelectField label={t('lo_kind')} value={form.kind} onChange={(e) => set({ kind: e.target.value as MissionFormValue['kind'] })} options={MISSION_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))} />
          <SelectField label={t('lo_period')} value={form.period} onChange={(e) => set({ period: e.target.value as MissionFormValue['period'] })} options={MISSION_PERIODS.map((p) => ({ value: p, label: periodLabel(p) }))} />
          {CATEGORY_KINDS.has(form.kind) && (
            <SelectField
              label={t('lo_category_counted')}
              value={form.gameType}
              onChange={(e) => set({ gameType: e.target.value as MissionFormValue['gameType'] })}
              options={[{ value: '', label: t('lo_every_category') }, ...GAME_TYPES.map((g) => ({ value: g, label: g }))]}
            />
          )}
          <TextField
            label={amount ? t('lo_target_amount') : t('lo_target_count')}
            hint={t(`lo_target_hint.${form.kind}`)}
            inputMode={amount ? amountInputMode(digits) : 'numeric'}
            value={form.target}
            error={errors.target}
            onChange={(e) => set({ target: e.target.value })}
          />
        </div>
        <fieldset className={layout.fieldset}>
          <legend>{t('lo_texts')}</legend>
          <div className={layout.grid}>
            {languages.map((language) => text('title', language))}
            {languages.map((language) => text('description', language))}
          </div>
        </fieldset>
        <RewardFields legend={t('lo_mission_reward')} digits={digits} value={reward} errors={rewardErrors} onChange={setReward} />
        <CheckboxField label={t('lo_active_now')} checked={form.active} onChange={(e) => set({ active: e.target.checked })} />
        {create.isError && <Notice tone="error">{loyaltyRefusal(create.error)}</Notice>}
        <div className={layout.buttons}>
          <Button type="submit" variant="primary" disabled={create.isPending}>
            {t('lo_mission_create')}
          </Button>
          <Button onClick={onCancel}>{t('cancel')}</Button>
        </div>
      </form>
    </Panel>
  );
}
