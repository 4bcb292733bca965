import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSiteConfig } from '@/config/brand';
import { apiCall } from '@/lib/api-client';
import { defaultDialingCode } from './country-picker';

/** Dialling codes offered with mobile fields (registration, sign-in by SMS, forgot password, phone binding). */
export const getCountryCodes = (signal?: AbortSignal) => apiCall('countryCodes', { signal });

export const getCountryCodesQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'countryCodes'], queryFn: ({ signal }) => getCountryCodes(signal), staleTime: Infinity });

export const useCountryCodes = () => useQuery(getCountryCodesQueryOptions());

/** The visitor's country when the list has it, else the list's first entry. */
export function useDefaultDialingCode(): string {
  const { data } = useCountryCodes();
  const { location } = useSiteConfig();
  return defaultDialingCode(data, location.country);
}
