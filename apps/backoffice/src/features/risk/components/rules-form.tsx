import { type RiskFlagKind, riskRulesSchema } from '@app/contract/operators-risk';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { t } from '@/lib/texts';
import { type RiskRules, type RiskRulesValue, useRiskRules, useSetRiskRules } from '../api/risk';
import layout from '@/components/ui/layout/layout.module.css';

type RuleKey = Exclude<keyof RiskRules, 'holdWithdrawalsFromScore' | 'holdRewardsFromScore'>;
type NumberKey = 'score' | 'count' | 'minutes' | 'multiple' | 'sharePercent' | 'minRtpBp' | 'accounts' | 'hours';
/** A field's text: `<rule>.<number>`, or one of the hold scores. */
type FieldKey = `${RuleKey}.${NumberKey}` | 'hold' | 'holdRewards';

/** The rules in the form's order, each with the flag kind it raises and its numbers besides the score. */
const RULES: readonly { key: RuleKey; kind: RiskFlagKind; numbers: readonly NumberKey[] }[] = [
  { key: 'duplicateAccount', kind: 'duplicate_account', numbers: [] },
  { key: 'depositVelocity', kind: 'deposit_velocity', numbers: ['count', 'minutes'] },
  { key: 'withdrawalVelocity', kind: 'withdrawal_velocity', numbers: ['count', 'minutes'] },
  { key: 'withdrawalOverDeposits', kind: 'withdrawal_over_deposits', numbers: ['multiple'] },
  { key: 'lowEdgeWagering', kind: 'bonus_low_edge', numbers: ['sharePercent', 'minRtpBp'] },
  { key: 'sharedDeviceBonus', kind: 'bonus_shared_device', numbers: ['accounts'] },
  { key: 'referralRing', kind: 'referral_ring', numbers: [] },
  { key: 'chipDumping', kind: 'chip_dumping', numbers: ['hours', 'sharePercent'] },
];
/** The contract's bounds of each number, for the text under a field the schema refuses. */
const BOUNDS: Record<NumberKey, { min: number; max: number }> = {
  score: { min: 1, max: 100 },
  count: { min: 2, max: 1000 },
  minutes: { min: 1, max: 7 * 24 * 60 },
  multiple: { min: 1, max: 1000 },
  sharePercent: { min: 1, max: 100 },
  minRtpBp: { min: 5000, max: 10_000 },
  accounts: { min: 1, max: 20 },
  hours: { min: 1, max: 30 * 24 },
};
const LABELS = {
  score: 'risk_rules_score',
  count: 'risk_rules_count',
  minutes: 'risk_rules_minutes',
  multiple: 'risk_rules_multiple',
  sharePercent: 'risk_rules_share_percent',
  minRtpBp: 'risk_rules_min_rtp',
  accounts: 'risk_rules_accounts',
  hours: 'risk_rules_hours',
} as const;
/** The two hold scores: the field, the rules' key, its label and hint. */
const HOLDS = [
  { field: 'hold', key: 'holdWithdrawalsFromScore', label: 'risk_rules_hold', hint: 'risk_rules_hold_hint' },
  { field: 'holdRewards', key: 'holdRewardsFromScore', label: 'risk_rules_hold_rewards', hint: 'risk_rules_hold_rewards_hint' },
] as const;

const numbersOf = (key: RuleKey) => ['score' as const, ...RULES.find((r) => r.key === key)!.numbers];

function textsOf(rules: RiskRules): Partial<Record<FieldKey, string>> {
  const out: Partial<Record<FieldKey, string>> = {};
  for (const h of HOLDS) out[h.field] = rules[h.key] === null ? '' : String(rules[h.key]);
  for (const { key } of RULES) for (const n of numbersOf(key)) out[`${key}.${n}`] = String((rules[key] as Partial<Record<NumberKey, number>>)[n]);
  return out;
}

/** A typed number ("" and words are not numbers: the schema refuses them). */
const numberOf = (text: string | undefined) => (text === undefined || text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The rules the form holds, checked with the contract's schema: the rules, or the problem under each field. */
function parseRules(enabled: Record<RuleKey, boolean>, text: Partial<Record<FieldKey, string>>) {
  const candidate: Record<string, unknown> = {};
  for (const h of HOLDS) candidate[h.key] = (text[h.field] ?? '').trim() === '' ? null : numberOf(text[h.field]);
  for (const { key } of RULES) candidate[key] = Object.fromEntries([['enabled', enabled[key]], ...numbersOf(key).map((n) => [n, numberOf(text[`${key}.${n}`])])]);
  const parsed = riskRulesSchema.safeParse(candidate);
  if (parsed.success) return { rules: parsed.data, errors: {} };
  const errors: Partial<Record<FieldKey, string>> = {};
  for (const issue of parsed.error.issues) {
    const [rule, number] = issue.path;
    const hold = HOLDS.find((h) => h.key === rule);
    if (hold) errors[hold.field] = t('risk_rules_hold_range');
    else if (typeof number === 'string' && number in BOUNDS) errors[`${rule as RuleKey}.${number as NumberKey}`] = t('risk_rules_range', BOUNDS[number as NumberKey]);
  }
  return { rules: null, errors };
}

/** One rule: whether it raises its flag, the flag's score and the rule's own numbers. */
function RuleFieldset({
  rule,
  enabled,
  text,
  errors,
  disabled,
  onEnabled,
  onText,
}: {
  rule: (typeof RULES)[number];
  enabled: boolean;
  text: Partial<Record<FieldKey, string>>;
  errors: Partial<Record<FieldKey, string>>;
  disabled: boolean;
  onEnabled: (enabled: boolean) => void;
  onText: (key: FieldKey, value: string) => void;
}) {
  return (
    <fieldset className={layout.fieldset} disabled={disabled}>
      <legend>{t(`risk_kind.${rule.kind}`)}</legend>
      <p className={layout.hint}>{t(`risk_rule_hint.${rule.kind}`)}</p>
      <CheckboxField label={t('risk_rules_enabled')} checked={enabled} onChange={(e) => onEnabled(e.target.checked)} />
      <div className={layout.grid}>
        {numbersOf(rule.key).map((n) => {
          const key: FieldKey = `${rule.key}.${n}`;
          return (
            <TextField
              key={key}
              label={t(LABELS[n])}
              hint={n === 'score' ? t('risk_rules_score_hint') : undefined}
              inputMode="numeric"
              value={text[key] ?? ''}
              error={errors[key]}
              onChange={(e) => onText(key, e.target.value)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * A brand's rules that raise risk flags: one group per rule (on or off, score, its numbers) and the scores from which
 * an open flag holds withdrawals and rewards (empty: never). Checked with the contract's schema before saving; read
 * only without risk.write.
 */
export function RulesForm({ value, canWrite }: { value: RiskRulesValue; canWrite: boolean }) {
  const save = useSetRiskRules();
  const [enabled, setEnabled] = useState<Record<RuleKey, boolean>>(() => Object.fromEntries(RULES.map(({ key }) => [key, value.rules[key].enabled])) as Record<RuleKey, boolean>);
  const [text, setText] = useState(() => textsOf(value.rules));
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const [done, setDone] = useState(false);
  return (
    <Panel title={t('risk_rules_title')}>
      <form
        className={layout.form}
        noValidate
        aria-label={t('risk_rules_title')}
        onSubmit={(e) => {
          e.preventDefault();
          const { rules, errors: found } = parseRules(enabled, text);
          setErrors(found);
          setDone(false);
          if (rules) save.mutate({ brandId: value.brandId, rules }, { onSuccess: () => setDone(true) });
        }}
      >
        <p className={layout.hint}>{value.updatedBy ? t('risk_rules_changed', { operator: value.updatedBy, time: formatTime(value.updatedAt) }) : t('risk_rules_default')}</p>
        {!canWrite && <p className={layout.hint}>{t('risk_rules_read_only')}</p>}
        {RULES.map((rule) => (
          <RuleFieldset
            key={rule.key}
            rule={rule}
            enabled={enabled[rule.key]}
            text={text}
            errors={errors}
            disabled={!canWrite}
            onEnabled={(on) => setEnabled({ ...enabled, [rule.key]: on })}
            onText={(key, typed) => setText({ ...text, [key]: typed })}
          />
        ))}
        {HOLDS.map((h) => (
          <TextField key={h.field} label={t(h.label)} hint={t(h.hint)} inputMode="numeric" value={text[h.field] ?? ''} disabled={!canWrite} error={errors[h.field]} onChange={(e) => setText({ ...text, [h.field]: e.target.value })} />
        ))}
        {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
        {done && <Notice>{t('risk_rules_saved')}</Notice>}
        {canWrite && (
          <div>
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {t('save')}
            </Button>
          </div>
        )}
      </form>
    </Panel>
  );
}

/** The brand's rules, loaded; the form starts again when the brand changes. */
export function RulesPanel({ brandId, canWrite }: { brandId: string; canWrite: boolean }) {
  const rules = useRiskRules(brandId);
  if (brandId === '') return <EmptyState />;
  if (rules.isPending) return <LoadingState />;
  if (rules.isError) return <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />;
  return <RulesForm key={brandId} value={rules.data} canWrite={canWrite} />;
}
