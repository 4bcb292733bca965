/**
 * A promotion's headline in the reader's language, generated from its terms (banner art and the slides' titles): the
 * figures always match what the promotion pays. The web builds its own copy from the same terms through the text packs.
 */
import { type Banner, type BrandConfig, type Language, moneyFormatOf } from '@app/contract/brand';
import type { MoneyFormat } from '@app/contract/money';
import type { PromotionTerms } from '@app/contract/promotions';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotions } from '../../db/schema';
import { roundMoneyText } from '../../lib/money-text';
import { isOpen, termsOf } from './catalogue';

type HeadlineKind = 'signup' | 'first_deposit' | 'reload' | 'cashback' | 'win';
/** The headlines' words per language: {money} a fixed amount, {percent} a share, {cap} the cap clause or nothing. */
const headlineTexts: Record<Language, Record<HeadlineKind | 'cap', string>> = {
  EN: { signup: '{money} bonus when you join', first_deposit: '{percent} first deposit match{cap}', reload: '{percent} reload bonus{cap}', cashback: '{percent} cashback{cap}', win: 'Win {money}', cap: ' up to {money}' },
  TY: { signup: '{money} bonus sa pagsali', first_deposit: '{percent} tugma sa unang deposito{cap}', reload: '{percent} reload bonus{cap}', cashback: '{percent} cashback{cap}', win: 'Manalo ng {money}', cap: ' hanggang {money}' },
  vi: { signup: 'Thưởng {money} khi đăng ký', first_deposit: 'Thưởng {percent} lần nạp đầu{cap}', reload: 'Thưởng nạp lại {percent}{cap}', cashback: 'Hoàn trả {percent}{cap}', win: 'Thắng {money}', cap: ', tối đa {money}' },
};

/** The headline of a promotion's terms in `language`, its amounts in the brand's currency as that language writes them. */
export function headlineOf(mechanic: string, terms: PromotionTerms, format: MoneyFormat, language: Language): string | null {
  const words = headlineTexts[language];
  const money = (minor: number) => roundMoneyText(minor, { ...format, language });
  const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  const percent = terms.percentBp !== undefined ? `${terms.percentBp / 100}%` : null;
  const cap = terms.capMinor ? fill(words.cap, { money: money(terms.capMinor) }) : '';
  switch (mechanic) {
    case 'signup':
      return terms.fixedMinor ? fill(words.signup, { money: money(terms.fixedMinor) }) : null;
    case 'first_deposit':
    case 'reload':
    case 'cashback':
      return percent ? fill(words[mechanic], { percent, cap }) : null;
    default:
      return terms.fixedMinor ? fill(words.win, { money: money(terms.fixedMinor) }) : null;
  }
}

/** The headline of a brand's open promotion by its code, or null (closed, unknown, or no figure to state). */
export async function promotionHeadline(db: Db, brandId: string, code: string, format: MoneyFormat, language: Language) {
  const [row] = await db.select().from(promotions).where(and(eq(promotions.brandId, brandId), eq(promotions.code, code)));
  if (!row || !isOpen(row)) return null;
  return headlineOf(row.mechanic, termsOf(row), format, language);
}

/** The art source of a promotion: its mechanic (the picture) or undefined for an unknown one. */
export async function promotionArtSource(db: Db, brandId: string, code: string) {
  const [row] = await db.select({ mechanic: promotions.mechanic, category: promotions.category }).from(promotions).where(and(eq(promotions.brandId, brandId), eq(promotions.code, code)));
  return row;
}

/**
 * Banners whose slide states a promotion carry its headline as their title, in the reader's language (the slide's
 * text and its alt agree).
 */
export async function bannersWithHeadlines(db: Db, brand: BrandConfig, list: Banner[], language: Language): Promise<Banner[]> {
  return Promise.all(
    list.map(async (b) => {
      const headline = b.promotionCode ? await promotionHeadline(db, brand.id, b.promotionCode, moneyFormatOf(brand), language) : null;
      return headline ? { ...b, title: headline } : b;
    }),
  );
}
