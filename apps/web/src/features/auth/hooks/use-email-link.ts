import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toasts } from '@/components/ui/toast/toast-store';
import { MEMBER_QUERY_ROOT } from '@/config/query-keys';
import { ApiError, apiCall } from '@/lib/api-client';

/** the query parameter of the link the server emails to verify an address (contact-verification.ts) */
const PARAM = 'verifyEmail';

/** Takes the link's token out of the address bar (it is not to be bookmarked or shared); null when there is none. */
export function takeEmailLinkToken(win: Window = window): string | null {
  const url = new URL(win.location.href);
  const token = url.searchParams.get(PARAM);
  if (token === null) return null;
  url.searchParams.delete(PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token || null;
}

/**
 * Opened from the email that verifies an address (issue 31): the page opens wherever the link points, the address is
 * verified in the background (no login needed: the link is the proof) and a notice says so, or why not.
 */
export function useEmailLink() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const token = takeEmailLinkToken();
    if (!token) return;
    apiCall('verifyEmailLink', { body: { token } })
      .then(({ maskedEmail }) => {
        toasts.show(t('in_email_verified', { email: maskedEmail }));
        // a logged-in member's summary shows the address verified
        void queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT });
      })
      .catch((error: unknown) => toasts.show(t(error instanceof ApiError ? error.messageKey : 'err_network_error'), 'error'));
  }, [t, queryClient]);
}
