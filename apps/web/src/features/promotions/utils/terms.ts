import type { BonusTerms, Promotion, PromotionTerms } from '@app/contract/promotions';
import type { TFunction } from 'i18next';
import { percentText } from '@/lib/format';

/** Money of the promotion's currency (see moneyIn). */
export type MoneyText = (minor: number) => string;
/** What the copy needs of a promotion: every figure comes from its terms. */
export type TermsSource = Pick<Promotion, 'mechanic' | 'terms'>;

/** What the promotion pays: "100% match up to ₱1,000.00", "₱100.00 bonus right after registering". */
function rewardText(t: TFunction, { mechanic, terms }: TermsSource, money: MoneyText, dateText: (ms: number) => string): string | null {
  if (terms.percentBp) {
    const percent = percentText(terms.percentBp);
    if (mechanic === 'cashback') {
      const period = t(`promo_period_${terms.period ?? 'daily'}`);
      return terms.capMinor ? t('promo_terms_cashback_cap', { percent, period, cap: money(terms.capMinor) }) : t('promo_terms_cashback', { percent, period });
    }
    return terms.capMinor ? t('promo_terms_match_cap', { percent, cap: money(terms.capMinor) }) : t('promo_terms_match', { percent });
  }
  if (mechanic === 'raffle' && terms.raffle) {
    const date = dateText(terms.raffle.drawAt);
    return terms.fixedMinor
      ? t('promo_terms_raffle_prize', { count: terms.raffle.winners, amount: money(terms.fixedMinor), date })
      : t('promo_terms_raffle', { count: terms.raffle.winners, date });
  }
  if (terms.fixedMinor) return t(mechanic === 'signup' ? 'promo_terms_signup' : 'promo_terms_fixed', { amount: money(terms.fixedMinor) });
  if (mechanic === 'rebate') return t('promo_terms_rebate');
  return null;
}

/** When it pays: "on a first deposit of at least ₱100.00", "once a week", "after ₱5,000.00 of valid bets". */
function conditionTexts(t: TFunction, { mechanic, terms }: TermsSource, money: MoneyText): string[] {
  const out: string[] = [];
  if (terms.requiresJoin) out.push(t('promo_terms_join_first'));
  if (terms.minDepositMinor)
    out.push(t(mechanic === 'first_deposit' ? 'promo_terms_first_deposit_min' : 'promo_terms_deposit_min', { amount: money(terms.minDepositMinor) }));
  else if (mechanic === 'first_deposit') out.push(t('promo_terms_first_deposit'));
  if (mechanic === 'reload' && terms.period) out.push(t(`promo_terms_once_${terms.period}`));
  if (terms.minLossMinor) out.push(t('promo_terms_min_loss', { amount: money(terms.minLossMinor) }));
  // a join promotion counts from the moment the player joined; a claim promotion over its whole period
  if (terms.qualify) out.push(t(`promo_terms_qualify_${terms.qualify.metric}${mechanic === 'join' ? '_joined' : ''}`, { amount: money(terms.qualify.targetMinor) }));
  return out;
}

/** How a bonus is released: "10× wagering of bonus plus deposit within 7 days", then "max bet ₱50.00 while wagering". */
function wageringTexts(t: TFunction, bonus: BonusTerms | null, money: MoneyText): string[] {
  if (!bonus) return [t('promo_terms_cash')];
  if (bonus.wageringMultiple === 0) return [t('promo_terms_no_wagering')];
  return [
    t(`promo_terms_wagering_${bonus.wageringBase}`, { multiple: bonus.wageringMultiple, days: bonus.expiryDays }),
    t('promo_terms_max_bet', { amount: money(bonus.maxBetMinor) }),
  ];
}

/**
 * The promotion's offer in one sentence, generated from its terms (never hard-coded copy): "100% match up to
 * ₱1,000.00 on a first deposit of at least ₱100.00, 10× wagering of bonus plus deposit within 7 days, max bet
 * ₱50.00 while wagering". Null when the terms state no reward (nothing to promise).
 */
export function offerSentence(t: TFunction, promotion: TermsSource, money: MoneyText, dateText: (ms: number) => string): string | null {
  const reward = rewardText(t, promotion, money, dateText);
  if (!reward) return null;
  const head = [reward, ...conditionTexts(t, promotion, money)].join(' ');
  // a raffle ticket or a rebate has no wagering of its own to state unless the terms pay a bonus
  const tail = promotion.mechanic === 'rebate' && !promotion.terms.bonus ? [] : wageringTexts(t, promotion.terms.bonus, money);
  return [head, ...tail].join(', ');
}

export interface Figure {
  /** text key of the label */
  label: string;
  value: string;
}

/** Wagering as a figure: "10× bonus + deposit", "None", "Paid as cash". */
function wageringFigure(t: TFunction, bonus: BonusTerms | null): string {
  if (!bonus) return t('promo_fig_cash');
  if (bonus.wageringMultiple === 0) return t('promo_fig_none');
  return t(`promo_fig_wagering_${bonus.wageringBase}`, { multiple: bonus.wageringMultiple });
}

/** The promotion's figures, each labelled (the detail's fact sheet), from its terms. */
export function termsFigures(t: TFunction, { mechanic, terms }: TermsSource, money: MoneyText, dateText: (ms: number) => string): Figure[] {
  const figures: Figure[] = [];
  const add = (label: string, value: string | undefined | false) => value && figures.push({ label, value });
  add('promo_fig_reward', terms.percentBp ? percentText(terms.percentBp) : terms.fixedMinor ? money(terms.fixedMinor) : false);
  add('promo_fig_cap', terms.capMinor !== undefined && money(terms.capMinor));
  add('promo_fig_min_deposit', terms.minDepositMinor !== undefined && money(terms.minDepositMinor));
  add('promo_fig_min_loss', terms.minLossMinor !== undefined && money(terms.minLossMinor));
  add('promo_fig_period', terms.period && t(`promo_fig_period_${terms.period}`));
  add('promo_fig_target', terms.qualify && t(`promo_fig_target_${terms.qualify.metric}`, { amount: money(terms.qualify.targetMinor) }));
  add('promo_fig_winners', terms.raffle && String(terms.raffle.winners));
  add('promo_fig_draw_at', terms.raffle && dateText(terms.raffle.drawAt));
  if (mechanic !== 'rebate' || terms.bonus) add('promo_fig_wagering', wageringFigure(t, terms.bonus));
  if (terms.bonus && terms.bonus.wageringMultiple > 0) {
    add('promo_fig_expiry', t('promo_days', { count: terms.bonus.expiryDays }));
    add('promo_fig_max_bet', money(terms.bonus.maxBetMinor));
  }
  add('promo_fig_max_cashout', terms.bonus?.maxCashoutMinor !== undefined && money(terms.bonus.maxCashoutMinor));
  add('promo_fig_deposit_first', terms.bonus?.depositBeforeWithdrawalMinor !== undefined && money(terms.bonus.depositBeforeWithdrawalMinor));
  return figures;
}

/** How much of a bet in each game category counts towards wagering, highest first (weights in basis points). */
export function contributions(terms: PromotionTerms): { gameType: string; percent: string; bp: number }[] {
  const weights: Partial<Record<string, number>> = terms.bonus?.weights ?? {};
  return Object.entries(weights)
    .map(([gameType, bp = 0]) => ({ gameType, bp, percent: percentText(bp) }))
    .sort((a, b) => b.bp - a.bp || a.gameType.localeCompare(b.gameType));
}
