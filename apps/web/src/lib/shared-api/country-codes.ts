import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Dialling codes offered with mobile fields (registration, sign-in by SMS, forgot password, phone binding). */
export const getCountryCodes = (signal?: AbortSignal) => apiCall('countryCodes', { signal });

export const getCountryCodesQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'countryCodes'], queryFn: ({ signal }) => getCountryCodes(signal), staleTime: Infinity });

export const useCountryCodes = () => useQuery(getCountryCodesQueryOptions());
