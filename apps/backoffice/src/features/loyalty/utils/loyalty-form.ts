import type { Language, LocalizedText } from '@app/contract/brand';
import type { LoyaltyReward, MissionKind, MissionPeriod } from '@app/contract/loyalty';
import type { GameType } from '@app/contract/system';
import { amountFormatKey, amountText, amountToMinor, formatAmount, type MoneyFormat } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';

/** The kinds the loyalty engine counts (contract missionKindSchema), in the form's order. */
export const MISSION_KINDS: readonly MissionKind[] = ['bet_count', 'turnover', 'deposit_count', 'deposit_amount', 'login_days', 'referral_deposit'];
export const MISSION_PERIODS: readonly MissionPeriod[] = ['daily', 'weekly', 'once'];
export const GAME_TYPES: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'INHOUSE', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT'];
/** Kinds whose target is an amount; the others count. */
export const AMOUNT_KINDS: ReadonlySet<string> = new Set(['turnover', 'deposit_amount']);
/** Kinds that may count one game category (the others count every activity). */
export const CATEGORY_KINDS: ReadonlySet<string> = new Set(['bet_count', 'turnover']);
/** What a bonus reward's wagering counts of a bet per category, as the demo brands start (basis points). */
export const DEFAULT_BONUS_WEIGHTS: Record<GameType, number> = { RNG: 10_000, FISH: 10_000, INHOUSE: 10_000, PVP: 5_000, SPORTS: 5_000, ESPORTS: 5_000, LIVE: 2_000, ELOTT: 1_000 };

export type Errors<K extends string> = Partial<Record<K, string>>;

/** A whole number in a range, or null. */
export function wholeNumber(text: string, min: number, max: number): number | null {
  const clean = text.replace(/,/g, '').trim();
  if (!/^\d{1,10}$/.test(clean)) return null;
  const n = Number(clean);
  return n >= min && n <= max ? n : null;
}

// --- texts in the brand's languages ---

/** A form's text as sent: trimmed, in each language of the brand ('' where none is typed), and in no other. */
export const textInLanguages = (text: LocalizedText, languages: readonly Language[]): LocalizedText => Object.fromEntries(languages.map((l) => [l, text[l]?.trim() ?? '']));

/** "Required" under `field.language` for each language of the brand the text is empty in (the server needs them all). */
export function missingTexts<F extends string>(field: F, text: LocalizedText, languages: readonly Language[]): Errors<`${F}.${Language}`> {
  return Object.fromEntries(languages.filter((l) => !text[l]?.trim()).map((l) => [`${field}.${l}`, t('lo_err_required')])) as Errors<`${F}.${Language}`>;
}

// --- a reward: points, cash, or a bonus with its wagering ---
export interface RewardForm {
  kind: LoyaltyReward['kind'];
  points: string;
  amount: string;
  wagering: string;
  expiryDays: string;
  maxBet: string;
}
export type RewardField = keyof RewardForm;

export const emptyReward = (): RewardForm => ({ kind: 'points', points: '', amount: '', wagering: '30', expiryDays: '14', maxBet: '' });

/** A reward's fields, its amounts as the operator types them in a currency of `digits` decimals ("12.50", "100000"). */
export function rewardFormOf(reward: LoyaltyReward | null | undefined, digits: number): RewardForm {
  if (!reward) return emptyReward();
  if (reward.kind === 'points') return { ...emptyReward(), kind: 'points', points: String(reward.points) };
  if (reward.kind === 'cash') return { ...emptyReward(), kind: 'cash', amount: amountText(reward.amountMinor, digits) };
  return {
    kind: 'bonus',
    points: '',
    amount: amountText(reward.amountMinor, digits),
    wagering: String(reward.terms.wageringMultiple),
    expiryDays: String(reward.terms.expiryDays),
    maxBet: amountText(reward.terms.maxBetMinor, digits),
  };
}

/**
 * The reward a form describes (amounts in a currency of `digits` decimals), or the fields it gets wrong. A bonus keeps
 * the weights it had (new ones: the defaults).
 */
export function rewardOf(form: RewardForm, digits: number, previous?: LoyaltyReward | null): { reward: LoyaltyReward } | { errors: Errors<RewardField> } {
  if (form.kind === 'points') {
    const points = wholeNumber(form.points, 1, 100_000_000);
    return points === null ? { errors: { points: t('lo_err_points') } } : { reward: { kind: 'points', points } };
  }
  const amountMinor = amountToMinor(form.amount, digits);
  const errors: Errors<RewardField> = {};
  if (amountMinor === null || amountMinor <= 0) errors.amount = t(amountFormatKey(digits));
  if (form.kind === 'cash') return errors.amount ? { errors } : { reward: { kind: 'cash', amountMinor: amountMinor! } };
  const wageringMultiple = wholeNumber(form.wagering, 0, 100);
  const expiryDays = wholeNumber(form.expiryDays, 1, 365);
  const maxBetMinor = amountToMinor(form.maxBet, digits);
  if (wageringMultiple === null) errors.wagering = t('lo_err_wagering');
  if (expiryDays === null) errors.expiryDays = t('lo_err_expiry');
  if (maxBetMinor === null || maxBetMinor <= 0) errors.maxBet = t(amountFormatKey(digits));
  if (Object.keys(errors).length) return { errors };
  const weights = previous?.kind === 'bonus' ? previous.terms.weights : DEFAULT_BONUS_WEIGHTS;
  const base = previous?.kind === 'bonus' ? previous.terms : undefined;
  return {
    reward: {
      kind: 'bonus',
      amountMinor: amountMinor!,
      terms: { ...base, wageringMultiple: wageringMultiple!, wageringBase: base?.wageringBase ?? 'bonus', weights, expiryDays: expiryDays!, maxBetMinor: maxBetMinor! },
    },
  };
}

/** A reward in words, its amount in `money` (the brand's currency): "25 points", "₱3.00 cash", "₫50,000 bonus (40× wagering)". */
export function rewardText(reward: LoyaltyReward | null | undefined, money: MoneyFormat): string {
  if (!reward) return t('none');
  if (reward.kind === 'points') return t('lo_reward_points_text', { points: reward.points.toLocaleString('en') });
  if (reward.kind === 'cash') return t('lo_reward_cash_text', { amount: formatAmount(reward.amountMinor, money) });
  return t('lo_reward_bonus_text', { amount: formatAmount(reward.amountMinor, money), times: reward.terms.wageringMultiple });
}

// --- a mission ---
export interface MissionForm {
  code: string;
  kind: MissionKind;
  period: MissionPeriod;
  gameType: GameType | '';
  target: string;
  /** by language of the brand */
  title: LocalizedText;
  /** by language of the brand; may be empty */
  description: LocalizedText;
  active: boolean;
}
export type MissionField = Exclude<keyof MissionForm, 'title' | 'description'> | `title.${Language}`;

export const emptyMission = (): MissionForm => ({ code: '', kind: 'bet_count', period: 'daily', gameType: '', target: '', title: {}, description: {}, active: true });

export const CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * The mission a form describes (the reward apart; an amount target in a currency of `digits` decimals, sent as the
 * major-unit text typed; the texts in the brand's `languages`, a title in each), or the fields it gets wrong.
 */
export function missionOf(form: MissionForm, digits: number, languages: readonly Language[]): { mission: Omit<MissionForm, 'gameType'> & { gameType: GameType | null } } | { errors: Errors<MissionField> } {
  const errors: Errors<MissionField> = missingTexts('title', form.title, languages);
  if (!CODE_PATTERN.test(form.code.trim())) errors.code = t('lo_err_code');
  if (AMOUNT_KINDS.has(form.kind)) {
    const minor = amountToMinor(form.target, digits);
    if (minor === null || minor <= 0) errors.target = t(amountFormatKey(digits));
  } else if (wholeNumber(form.target, 1, 1_000_000_000) === null) errors.target = t('number_format');
  if (Object.keys(errors).length) return { errors };
  return {
    mission: {
      code: form.code.trim(),
      kind: form.kind,
      period: form.period,
      gameType: CATEGORY_KINDS.has(form.kind) && form.gameType ? form.gameType : null,
      target: form.target.replace(/,/g, '').trim(),
      active: form.active,
      title: textInLanguages(form.title, languages),
      description: textInLanguages(form.description, languages),
    },
  };
}

/** The label of a mission kind, period or category. */
export const kindLabel = (kind: string) => t(`lo_kind.${kind}` as TextKey);
export const periodLabel = (period: string) => t(`lo_period.${period}` as TextKey);
