import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** The captcha image (data:image/png;base64,...) for an id the client chose; each id is one single-use captcha. */
export const getCaptcha = (captchaId: string, signal?: AbortSignal) => apiCall('captcha', { query: { captchaId }, signal });

export const getCaptchaQueryOptions = (captchaId: string) =>
  queryOptions({
    queryKey: ['captcha', captchaId],
    queryFn: ({ signal }) => getCaptcha(captchaId, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
