/**
 * The dialling codes a brand's forms offer (registration, SMS login, binding a number): one per country the brand
 * serves (its `countries`, else the markets below), its home country first, each code read from the numbering plans
 * (libphonenumber's metadata) rather than typed by hand, so a country added to a brand's file is offered with its
 * right code. A number's dialling code must be one of its brand's (phone-codes.ts).
 */
import type { BrandConfig } from '@app/contract/brand';
import { type CountryCode, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';

/** the markets of a brand whose file names none */
export const DEFAULT_COUNTRIES = ['PH', 'VN', 'TH', 'ID', 'MY', 'SG', 'KH', 'MM', 'IN', 'BR', 'US', 'GB'] as const;

const cache = new WeakMap<object, Array<{ countryCode: string; countryDialingCode: string }>>();

/** The brand's countries with their dialling codes, the home country first; a code the plans do not know is left out. */
export function countryCodesOf(brand: Pick<BrandConfig, 'defaultCountry' | 'countries'>) {
  const cached = cache.get(brand);
  if (cached) return cached;
  const served = [brand.defaultCountry, ...(brand.countries ?? DEFAULT_COUNTRIES)];
  const list = [...new Set(served)]
    .filter((code): code is CountryCode => isSupportedCountry(code))
    .map((countryCode) => ({ countryCode, countryDialingCode: getCountryCallingCode(countryCode) as string }));
  cache.set(brand, list);
  return list;
}
