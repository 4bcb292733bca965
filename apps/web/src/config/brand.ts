import type { PermissionValue } from '@app/contract/system';
import { DEFAULT_CURRENCY_SYMBOL } from '@app/contract/constants';
import type { MoneyFormat } from '@app/contract/money';
import { useLanguage } from '@/lib/i18n';
import { createContext, useContext, useMemo } from 'react';

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

/**
 * How the brand's amounts are written in the shown language: its symbol, its currency's decimal places (0 for the
 * đồng) and the language's grouping ("₱1,000.00", "1.000.000 ₫"). Outside the gate: dollars with 2 decimals.
 */
export function useMoneyFormat(): MoneyFormat {
  const brand = useContext(SiteConfigContext)?.brand;
  const language = useLanguage();
  const symbol = brand?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  const digits = brand?.currencyDigits ?? 2;
  // the same object while nothing changes: forms build their amount schema from it (useMemo)
  return useMemo(() => ({ symbol, digits, language }), [symbol, digits, language]);
}
