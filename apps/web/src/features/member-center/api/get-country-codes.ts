import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Dialling codes for the phone binding (the same list and cache key as the registration form's). */
export const getCountryCodes = (signal?: AbortSignal) => apiCall('countryCodes', { signal });

export const getCountryCodesQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'countryCodes'], queryFn: ({ signal }) => getCountryCodes(signal), staleTime: Infinity });

export const useCountryCodes = () => useQuery(getCountryCodesQueryOptions());
