import type { PermissionValue } from '@app/contract/system';
import { DEFAULT_CURRENCY_SYMBOL } from '@app/contract/constants';
import { createContext, useContext } from 'react';

/**
 * The running site's brand configuration (the permission call's info plus the visitor's location).
 * Provided once the system gate has loaded it; every feature reads it from here, so brand is data, never a code path.
 */
export type SiteConfig = PermissionValue['info'] & { location: PermissionValue['location'] };

export const SiteConfigContext = createContext<SiteConfig | null>(null);

export function useSiteConfig(): SiteConfig {
  const site = useContext(SiteConfigContext);
  if (!site) throw new Error('useSiteConfig outside the system gate');
  return site;
}

export const useBrand = () => useSiteConfig().brand;

/** The brand's currency symbol ('$' when none is configured or outside the gate). */
export function useCurrencySymbol(): string {
  return useContext(SiteConfigContext)?.brand.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
}
