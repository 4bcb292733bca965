import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { toasts } from '@/components/ui/toast/toast-store';
import { MEMBER_QUERY_ROOT } from '@/config/query-keys';
import { ApiError, apiCall } from '@/lib/api-client';
import { EMAIL_LINK_PARAM } from './email-link-param';

/** Takes the link's token out of the address bar (it is not to be bookmarked or shared); null when there is none. */
export function takeEmailLinkToken(win: Window = window): string | null {
  const url = new URL(win.location.href);
  const token = url.searchParams.get(EMAIL_LINK_PARAM);
  if (token === null) return null;
  url.searchParams.delete(EMAIL_LINK_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token || null;
}

/** Verifies the address of the link in the address bar, then says so (or why not) in a notice. */
export async function openEmailLink({ t, queryClient }: { t: TFunction; queryClient: QueryClient }) {
  const token = takeEmailLinkToken();
  if (!token) return;
  try {
    const { maskedEmail } = await apiCall('verifyEmailLink', { body: { token } });
    toasts.show(t('in_email_verified', { email: maskedEmail }));
    // a logged-in member's summary shows the address verified
    await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT });
  } catch (error) {
    toasts.show(t(error instanceof ApiError ? error.messageKey : 'err_network_error'), 'error');
  }
}
