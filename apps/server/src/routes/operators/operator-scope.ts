import type { BrandConfig } from '@app/contract/brand';
import { AppError } from '../../lib/app-error';
import type { BrandRegistry } from '../../lib/brands';
import type { SignedInOperator } from '../../lib/operator-token';
import { brandIdsInView, requireBrand } from '../../modules/operators/accounts';

/**
 * What every operator handler asks of the operator and the brands: one place for the rules, so each area's handlers
 * scope alike (a brand one may not see does not exist for them: NOT_FOUND).
 */

/** the router sets the operator on every operator call that needs a login */
export const signedIn = (operator: SignedInOperator | null) => {
  if (!operator) throw new AppError('NOT_LOGGED_IN');
  return operator;
};

/** A brand that exists and is the operator's. */
export function knownBrandOf(brands: BrandRegistry, operator: SignedInOperator, brandId: string): BrandConfig {
  const brand = brands.byId(brandId);
  if (!brand) throw new AppError('NOT_FOUND', { brandId });
  requireBrand(operator, brandId);
  return brand;
}

/** Refuses a row of a brand outside the operator's as not found (the module answers a row that does not exist). */
export function requireRowBrand(brands: BrandRegistry, operator: SignedInOperator, brandId: string | null, notFound: Record<string, unknown>) {
  if (brandId !== null && !brandIdsInView(operator, brands.all, brandId).length) throw new AppError('NOT_FOUND', notFound);
}

/**
 * Work that serves every brand at once (a lottery draw, a settlement run): only an operator of every brand does it
 * (a brand-limited operator would change what other brands' players see).
 */
export function requireEveryBrand(operator: SignedInOperator) {
  if (operator.brandIds !== null) throw new AppError('FORBIDDEN', { reason: 'every_brand' });
}
