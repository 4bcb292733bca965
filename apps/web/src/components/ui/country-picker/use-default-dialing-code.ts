import { useSiteConfig } from '@/config/brand';
import { useCountryCodes } from '@/lib/shared-api/country-codes';
import { defaultDialingCode } from './country-picker';

/** The visitor's country when the list has it, else the list's first entry. */
export function useDefaultDialingCode(): string {
  const { data } = useCountryCodes();
  const { location, brand } = useSiteConfig();
  return defaultDialingCode(data, location.country, brand.defaultCountry);
}
