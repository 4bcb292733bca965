import { type Language, type LocalizedText, localizedTextSchema } from '@app/contract/brand';
import { promotionInputSchema } from '@app/contract/operators-marketing';
import { promotionCategorySchema, promotionMechanicSchema, type PromotionMechanic, type PromotionTerms } from '@app/contract/promotions';
import { gameTypeSchema } from '@app/contract/system';
import { z } from 'zod';
import { localInput, OPERATOR_LANGUAGE, operatorText } from '@/lib/format';
import { amountFormatKey, amountText, amountToMinor } from '@/lib/money';
import type { NewPromotion, OperatorPromotion } from '../api/promotions';

/** the back office's own language: a promotion is named in it when it is written in it */
export const MECHANICS = promotionMechanicSchema.options;
export const GAME_TYPES = gameTypeSchema.options;
/** the categories the player site groups promotions by (a new one is allowed: lowercase letters, digits and _) */
export const KNOWN_CATEGORIES = ['new_player', 'deposit', 'rebate', 'daily', 'vip', 'limited'] as const;
/** what a bonus counts of a bet toward its wagering, per game type, as the demo brands start (percent) */
const DEFAULT_WEIGHTS: Record<(typeof GAME_TYPES)[number], string> = { RNG: '100', FISH: '100', INHOUSE: '100', PVP: '50', SPORTS: '50', ESPORTS: '50', LIVE: '20', ELOTT: '10' };

/** The terms each mechanic reads (the rest stay out of the form and of the saved terms). */
export const TERMS_OF: Record<PromotionMechanic, readonly ('fixed' | 'percent' | 'cap' | 'minDeposit' | 'minLoss' | 'period' | 'requiresJoin' | 'qualify' | 'raffle' | 'bonus')[]> = {
  signup: ['fixed', 'bonus'],
  first_deposit: ['percent', 'cap', 'minDeposit', 'bonus'],
  reload: ['percent', 'cap', 'minDeposit', 'period', 'requiresJoin', 'bonus'],
  cashback: ['percent', 'cap', 'minLoss', 'period', 'bonus'],
  rebate: [],
  join: ['fixed', 'qualify', 'bonus'],
  claim: ['fixed', 'qualify', 'bonus'],
  application: ['fixed'],
  raffle: ['fixed', 'raffle'],
};

/** An optional amount field of a currency of `digits` decimals (its message a text key: "write a whole amount" for đồng). */
const amount = (digits: number) => z.string().refine((v) => v.trim() === '' || amountToMinor(v, digits) !== null, amountFormatKey(digits));
/** An amount field that must hold more than zero. */
const requiredAmount = (digits: number) => z.string().refine((v) => (amountToMinor(v, digits) ?? 0) > 0, amountFormatKey(digits));
const wholeNumber = (min: number, max: number) => z.string().refine((v) => v.trim() === '' || (/^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max), 'number_format');
const percent = z.string().refine((v) => v.trim() === '' || (/^\d{1,4}(\.\d{1,2})?$/.test(v.trim()) && Number(v) <= 1000), 'percent_format');
/** rich text counts as filled when it has words, not only empty paragraphs */
const hasWords = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length > 0;
/** what each text needs in every language of the brand (the server refuses a promotion missing one) */
const TEXT_CHECKS = {
  title: z.string().trim().min(1, 'required').max(120),
  summary: z.string().trim().min(1, 'required').max(300),
  rulesHtml: z.string().max(20_000).refine(hasWords, 'required'),
};
const TEXT_FIELDS = ['title', 'summary', 'rulesHtml'] as const;

/**
 * The promotion form's checks; its amounts are of the brand's currency, `digits` decimals (a đồng amount has none, so
 * "1.50" is refused there), its texts in each of the brand's `languages`. A schema per brand:
 * zodResolver(promotionFormSchema(digits, languages)).
 */
export const promotionFormSchema = (digits: number, languages: readonly Language[]) =>
  z
    .object({
      code: promotionInputSchema.shape.code,
      category: promotionCategorySchema,
      mechanic: promotionMechanicSchema,
      title: localizedTextSchema,
      summary: localizedTextSchema,
      rulesHtml: localizedTextSchema,
      image: z.string(),
      fixed: amount(digits),
      percent,
      cap: amount(digits),
      minDeposit: amount(digits),
      minLoss: amount(digits),
      period: z.enum(['', 'daily', 'weekly']),
      requiresJoin: z.boolean(),
      qualifyMetric: z.enum(['turnover', 'deposit']),
      qualifyTarget: amount(digits),
      raffleWinners: wholeNumber(1, 1000),
      raffleDrawAt: z.string(),
      reward: z.enum(['cash', 'bonus']),
      wageringMultiple: wholeNumber(0, 100),
      wageringBase: z.enum(['bonus', 'bonus_deposit']),
      expiryDays: wholeNumber(1, 365),
      maxBet: amount(digits),
      maxCashout: amount(digits),
      weights: z.record(z.string(), percent),
      startAt: z.string().min(1, 'required'),
      endAt: z.string(),
      sort: wholeNumber(0, 100_000),
    })
    .superRefine((f, ctx) => {
      const uses = new Set(TERMS_OF[f.mechanic]);
      const need = (path: string, ok: boolean, message = 'required') => {
        if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      for (const field of TEXT_FIELDS) {
        for (const language of languages) {
          const checked = TEXT_CHECKS[field].safeParse(f[field][language] ?? '');
          if (!checked.success) ctx.addIssue({ code: 'custom', path: [field, language], message: checked.error.issues[0]?.message ?? 'required' });
        }
      }
      if (uses.has('qualify')) need('qualifyTarget', requiredAmount(digits).safeParse(f.qualifyTarget).success, amountFormatKey(digits));
      if (uses.has('raffle')) {
        need('raffleWinners', f.raffleWinners.trim() !== '');
        need('raffleDrawAt', f.raffleDrawAt !== '' && (!f.startAt || new Date(f.raffleDrawAt) > new Date(f.startAt)), 'draw_after_start');
      }
      if (uses.has('bonus') && f.reward === 'bonus') {
        need('wageringMultiple', f.wageringMultiple.trim() !== '');
        need('expiryDays', f.expiryDays.trim() !== '');
        need('maxBet', requiredAmount(digits).safeParse(f.maxBet).success, amountFormatKey(digits));
      }
      if (f.endAt && f.startAt && new Date(f.endAt) <= new Date(f.startAt)) need('endAt', false, 'end_after_start');
    });
export type PromotionFields = z.input<ReturnType<typeof promotionFormSchema>>;

const bpText = (bp: number | undefined) => (bp === undefined ? '' : String(bp / 100));
/** a text in exactly the brand's languages (one it does not offer is left out; the server would refuse it) */
const inLanguages = (text: LocalizedText, languages: readonly Language[]): LocalizedText => Object.fromEntries(languages.map((language) => [language, text[language] ?? '']));

/** A promotion's name as the back office shows it: in the back office's language when written in it, else its code. */
export const promotionTitle = (p: { title: LocalizedText; code: string }) => operatorText(p.title, p.code);
/** The language a preview opens in: the back office's when the brand offers it, else the brand's first. */
export const firstPreviewLanguage = (languages: readonly Language[]): Language => (languages.includes(OPERATOR_LANGUAGE) ? OPERATOR_LANGUAGE : (languages[0] ?? OPERATOR_LANGUAGE));

/** A new promotion's form: a blank title, summary and rules per language of the brand. */
export function emptyFields(languages: readonly Language[], now = new Date()): PromotionFields {
  return {
    code: '',
    category: 'limited',
    mechanic: 'claim',
    title: inLanguages({}, languages),
    summary: inLanguages({}, languages),
    rulesHtml: inLanguages({}, languages),
    image: '',
    fixed: '',
    percent: '',
    cap: '',
    minDeposit: '',
    minLoss: '',
    period: '',
    requiresJoin: false,
    qualifyMetric: 'turnover',
    qualifyTarget: '',
    raffleWinners: '',
    raffleDrawAt: '',
    reward: 'cash',
    wageringMultiple: '30',
    wageringBase: 'bonus',
    expiryDays: '14',
    maxBet: '',
    maxCashout: '',
    weights: { ...DEFAULT_WEIGHTS },
    startAt: localInput(now),
    endAt: '',
    sort: '',
  };
}

/**
 * A saved promotion in the form's words (amounts in major units of `digits` decimals, shares in percent, times in the
 * local zone; its texts in the brand's `languages`, blank in one it was not written in).
 */
export function fieldsOf(p: OperatorPromotion, digits: number, languages: readonly Language[]): PromotionFields {
  const minorText = (minor: number | undefined) => amountText(minor, digits);
  const terms = p.terms;
  const bonus = terms.bonus;
  return {
    ...emptyFields(languages),
    code: p.code,
    category: p.category,
    mechanic: p.mechanic as PromotionMechanic,
    title: inLanguages(p.title, languages),
    summary: inLanguages(p.summary, languages),
    rulesHtml: inLanguages(p.rulesHtml, languages),
    image: p.image,
    fixed: minorText(terms.fixedMinor),
    percent: bpText(terms.percentBp),
    cap: minorText(terms.capMinor),
    minDeposit: minorText(terms.minDepositMinor),
    minLoss: minorText(terms.minLossMinor),
    period: terms.period ?? '',
    requiresJoin: terms.requiresJoin ?? false,
    qualifyMetric: terms.qualify?.metric ?? 'turnover',
    qualifyTarget: minorText(terms.qualify?.targetMinor),
    raffleWinners: terms.raffle ? String(terms.raffle.winners) : '',
    raffleDrawAt: terms.raffle ? localInput(new Date(terms.raffle.drawAt)) : '',
    reward: bonus ? 'bonus' : 'cash',
    wageringMultiple: bonus ? String(bonus.wageringMultiple) : '30',
    wageringBase: bonus?.wageringBase ?? 'bonus',
    expiryDays: bonus ? String(bonus.expiryDays) : '14',
    maxBet: minorText(bonus?.maxBetMinor),
    maxCashout: minorText(bonus?.maxCashoutMinor),
    weights: bonus ? Object.fromEntries(GAME_TYPES.map((g) => [g, bpText(bonus.weights[g] ?? 0)])) : { ...DEFAULT_WEIGHTS },
    startAt: localInput(new Date(p.startAt)),
    endAt: p.endAt ? localInput(new Date(p.endAt)) : '',
    sort: String(p.sort),
  };
}

const bpOf = (text: string) => (text.trim() === '' ? undefined : Math.round(Number(text) * 100));

/** The terms the mechanic reads, from the form (amounts of `digits` decimals; a field the mechanic does not read is left out). */
export function termsOf(f: PromotionFields, digits: number): PromotionTerms {
  const minorOf = (text: string) => (text.trim() === '' ? undefined : (amountToMinor(text, digits) ?? undefined));
  const uses = new Set(TERMS_OF[f.mechanic]);
  const terms: PromotionTerms = { bonus: null };
  if (uses.has('fixed') && minorOf(f.fixed) !== undefined) terms.fixedMinor = minorOf(f.fixed);
  if (uses.has('percent') && bpOf(f.percent) !== undefined) terms.percentBp = bpOf(f.percent);
  if (uses.has('cap') && minorOf(f.cap)) terms.capMinor = minorOf(f.cap);
  if (uses.has('minDeposit') && minorOf(f.minDeposit)) terms.minDepositMinor = minorOf(f.minDeposit);
  if (uses.has('minLoss') && minorOf(f.minLoss)) terms.minLossMinor = minorOf(f.minLoss);
  if (uses.has('period') && f.period) terms.period = f.period;
  if (uses.has('requiresJoin') && f.requiresJoin) terms.requiresJoin = true;
  if (uses.has('qualify')) terms.qualify = { metric: f.qualifyMetric, targetMinor: minorOf(f.qualifyTarget) ?? 0 };
  if (uses.has('raffle')) terms.raffle = { winners: Number(f.raffleWinners), drawAt: new Date(f.raffleDrawAt).getTime() };
  if (uses.has('bonus') && f.reward === 'bonus') {
    terms.bonus = {
      wageringMultiple: Number(f.wageringMultiple),
      wageringBase: f.wageringBase,
      weights: Object.fromEntries(GAME_TYPES.map((g) => [g, bpOf(f.weights[g] ?? '') ?? 0])) as Record<(typeof GAME_TYPES)[number], number>,
      expiryDays: Number(f.expiryDays),
      maxBetMinor: minorOf(f.maxBet)!,
      ...(minorOf(f.maxCashout) ? { maxCashoutMinor: minorOf(f.maxCashout) } : {}),
    };
  }
  return terms;
}

/** The whole promotion as operatorCreatePromotion takes it (amounts of `digits` decimals, the brand's currency; texts in its `languages`). */
export function promotionOf(f: PromotionFields, digits: number, languages: readonly Language[]): NewPromotion {
  return {
    code: f.code,
    category: f.category,
    mechanic: f.mechanic,
    title: inLanguages(f.title, languages),
    summary: inLanguages(f.summary, languages),
    rulesHtml: inLanguages(f.rulesHtml, languages),
    ...(f.image ? { image: f.image } : {}),
    terms: termsOf(f, digits),
    startAt: new Date(f.startAt).toISOString(),
    endAt: f.endAt ? new Date(f.endAt).toISOString() : null,
    ...(f.sort.trim() ? { sort: Number(f.sort) } : {}),
  };
}
