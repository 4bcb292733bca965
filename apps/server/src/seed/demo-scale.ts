/**
 * The demo's figures (promotions, missions, VIP tiers, the points mall, loyalty settings) are written once, in pesos.
 * Each demo brand gets them at its currency's size (lib/currency-scale.ts: 10 đồng per peso-hundredth, so ₱100.00 is
 * 100.000 ₫) and its market's: the demo's dollar brand is the small one, paying 0.02 of the peso figure ($2 for ₱100).
 */
import { type BrandConfig, moneyFormatOf } from '@app/contract/brand';
import { currencyScale } from '../lib/currency-scale';
import { roundMoneyText } from '../lib/money-text';

/** The demo markets smaller than the peso one, as a share of its figures (by the brand's currency). */
const demoMarketShare: Partial<Record<string, number>> = { USD: 0.02 };

/** The brand's minor units per peso-hundredth of the demo's figures: PHP 1, USD 0.02, VND 10. */
export const demoScale = (brand: Pick<BrandConfig, 'id' | 'currency'>) => (demoMarketShare[brand.currency] ?? 1) * currencyScale(brand);

/** A demo figure written in pesos (₱500 -> 500) as a whole number of the brand's minor units. */
export const demoMinor = (pesos: number, brand: Pick<BrandConfig, 'id' | 'currency'>) => Math.round(pesos * 100 * demoScale(brand));

/** An amount as a demo title writes it, in the brand's format and the reader's language: "₱500 cash voucher", "100.000 ₫". */
export const demoMoneyText = (minor: number, brand: Pick<BrandConfig, 'currency' | 'currencySymbol'>, language: string) => roundMoneyText(minor, moneyFormatOf(brand, language));

/** The demo's small market (its dollar brand): a smaller share of the peso figures, and no sign-up bonus. */
export const isSmallDemoMarket = (brand: Pick<BrandConfig, 'currency'>) => demoMarketShare[brand.currency] !== undefined;
