import { useMemo } from 'react';
import { type MoneyFormat, plainMoney } from './money';
import { type Me, useMe } from './shared-api/get-me';

/**
 * `(brandId) => MoneyFormat` over the operator's brands: a brand's symbol and decimal places, plainMoney for a brand
 * not listed (or none). Each brand's format is one object, so a list's columns built from it stay the same.
 */
export function moneyFormatsOf(brands: readonly Me['brands'][number][] | undefined): (brandId: string | null | undefined) => MoneyFormat {
  const formats = new Map((brands ?? []).map((b) => [b.id, { symbol: b.currencySymbol, digits: b.currencyDigits }]));
  return (brandId) => (brandId ? formats.get(brandId) : undefined) ?? plainMoney;
}

/**
 * `(brandId) => MoneyFormat` for the brands the operator sees (the operatorMe call). While that call loads, every
 * brand is plainMoney (two decimals, no symbol). No language: the back office is in English ("₫1,000,000").
 */
export function useBrandMoney(): (brandId: string | null | undefined) => MoneyFormat {
  const brands = useMe().data?.brands;
  return useMemo(() => moneyFormatsOf(brands), [brands]);
}
