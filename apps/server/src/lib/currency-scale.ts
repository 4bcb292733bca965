/**
 * The platform's default amounts (provisioned wallet, agent, loyalty and lottery settings) are written once, as minor
 * units of a two-decimal currency: 100_00 is 100.00 pesos or dollars. A brand counting in another currency needs the
 * same rule at a size its players expect, not the same count of its minor units: 100_00 đồng would be a minimum
 * deposit of 10.000 ₫ (a fifth of what ₱100 is worth), where a Vietnamese player expects the round 100.000 ₫.
 */
import { type BrandConfig, brandDigits } from '@app/contract/brand';

/**
 * How many minor units of the currency one minor unit of a default figure is worth, for a currency whose minor unit is
 * not a hundredth of a peso-sized unit. The đồng: 10 đồng per figure-hundredth, so 100.00 becomes 100.000 ₫, the round
 * figure of the same order as ₱100 a Vietnamese player expects. A two-decimal currency (peso, dollar) takes the figures
 * as they are.
 */
const minorUnitsPerFigureMinor: Partial<Record<string, number>> = { VND: 10 };

/**
 * The brand's currency's scale for the default figures. A currency without decimals and without an entry above has
 * no sensible scale to guess (a yen, a won and a rupiah differ a hundredfold): provisioning stops and says so rather
 * than give its players a minimum deposit of 100 of the currency's smallest coin.
 */
export function currencyScale(brand: Pick<BrandConfig, 'id' | 'currency'>): number {
  const listed = minorUnitsPerFigureMinor[brand.currency];
  if (listed !== undefined) return listed;
  if (brandDigits(brand) === 2) return 1;
  throw new Error(`Brand ${brand.id}: currency ${brand.currency} has no scale for the default amounts: add one to lib/currency-scale.ts`);
}

/** A default figure (minor units of a two-decimal currency) in the brand's minor units, a whole number. */
export const scaledAmountMinor = (figureMinor: number, brand: Pick<BrandConfig, 'id' | 'currency'>) => Math.round(figureMinor * currencyScale(brand));
