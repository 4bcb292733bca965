/**
 * A promotion's headline in English, generated from its terms (banner art): the figures always match what the
 * promotion pays. The web builds its own copy from the same terms through the text packs.
 */
import type { Banner, BrandConfig } from '@app/contract/brand';
import type { PromotionTerms } from '@app/contract/promotions';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotions } from '../../db/schema';
import { isOpen, termsOf } from './catalogue';

const money = (minor: number, symbol: string) => `${symbol}${(minor / 100).toLocaleString('en-US', { maximumFractionDigits: minor % 100 ? 2 : 0 })}`;

export function headlineOf(mechanic: string, terms: PromotionTerms, symbol: string): string | null {
  const percent = terms.percentBp !== undefined ? `${terms.percentBp / 100}%` : null;
  const cap = terms.capMinor ? ` up to ${money(terms.capMinor, symbol)}` : '';
  switch (mechanic) {
    case 'signup':
      return terms.fixedMinor ? `${money(terms.fixedMinor, symbol)} bonus when you join` : null;
    case 'first_deposit':
      return percent ? `${percent} first deposit match${cap}` : null;
    case 'reload':
      return percent ? `${percent} reload bonus${cap}` : null;
    case 'cashback':
      return percent ? `${percent} cashback${cap}` : null;
    default:
      return terms.fixedMinor ? `Win ${money(terms.fixedMinor, symbol)}` : null;
  }
}

/** The headline of a brand's open promotion by its code, or null (closed, unknown, or no figure to state). */
export async function promotionHeadline(db: Db, brandId: string, code: string, symbol: string) {
  const [row] = await db.select().from(promotions).where(and(eq(promotions.brandId, brandId), eq(promotions.code, code)));
  if (!row || !isOpen(row)) return null;
  return headlineOf(row.mechanic, termsOf(row), symbol);
}

/** The art source of a promotion: its mechanic (the picture) or undefined for an unknown one. */
export async function promotionArtSource(db: Db, brandId: string, code: string) {
  const [row] = await db.select({ mechanic: promotions.mechanic, category: promotions.category }).from(promotions).where(and(eq(promotions.brandId, brandId), eq(promotions.code, code)));
  return row;
}

/** Banners whose slide states a promotion carry its headline as their title (the slide's text and its alt agree). */
export async function bannersWithHeadlines(db: Db, brand: BrandConfig, list: Banner[]): Promise<Banner[]> {
  return Promise.all(
    list.map(async (b) => {
      const headline = b.promotionCode ? await promotionHeadline(db, brand.id, b.promotionCode, brand.currencySymbol) : null;
      return headline ? { ...b, title: headline } : b;
    }),
  );
}
