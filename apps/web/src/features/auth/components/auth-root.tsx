import { Suspense, useEffect, useState } from 'react';
import { modals, useModalEntry } from '@/components/ui/modal/modal-store';
import { CHANGE_PASSWORD_MODAL, LOGIN_MODAL, LOGOUT_MODAL, REGISTER_MODAL } from '@/config/modal-names';
import { apiCall, onSessionExpired } from '@/lib/api-client';

import { GENERATED_ACCOUNT_MODAL, REGISTER_SUCCESS_MODAL, WELCOME_MODAL } from '../modal-names';
import { useSignInContext } from '../hooks/use-sign-in-context';
import { authStore } from '../stores/auth-store';
import { readCookie } from '../utils/remember-me';
import { useEmailLink } from '../hooks/use-email-link';
import { lazyWithTexts } from '@/lib/feature-texts';

/** The auth modals share one chunk; it loads when a visitor first asks for one (or points at a button that opens one). */
export const loadAuthModals = () => import('./auth-modals');
const AuthModals = lazyWithTexts(() => loadAuthModals().then((m) => ({ default: m.AuthModals })));

/**
 * Mounted once in the layout: the auth modals (their code loads when one of them first opens, then they stay), and
 * the answer to an ended session: a logged-in call refused with NOT_LOGGED_IN clears the session and opens the login
 * modal. A landing-URL token that never worked (no member info yet, so no account) is dropped quietly.
 */
export function AuthRoot() {
  useRememberedSession();
  useEmailLink();
  useEffect(
    () =>
      onSessionExpired((token) => {
        const { token: current, account } = authStore.get();
        if (token !== current) return;
        authStore.signOut();
        if (account) modals.open(LOGIN_MODAL, { notice: 'err_not_logged_in' });
      }),
    [],
  );
  // the modals a flow starts from, or (registration on /register) ends in; the forgot-password modal opens from the login modal
  const wanted = [
    useModalEntry(LOGIN_MODAL),
    useModalEntry(REGISTER_MODAL),
    useModalEntry(CHANGE_PASSWORD_MODAL),
    useModalEntry(LOGOUT_MODAL),
    useModalEntry(REGISTER_SUCCESS_MODAL),
    useModalEntry(GENERATED_ACCOUNT_MODAL),
    useModalEntry(WELCOME_MODAL),
  ].some(Boolean);
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  ) : null;
}

/** The readable cookie the server sets beside the httpOnly refresh cookie ("Remember me"). */
const hasRememberedCookie = () => readCookie('remembered') === '1';

/**
 * "Remember me" (issue 31): a tab or the installed app that opens without a session, on a browser the player asked to
 * remember, trades the refresh cookie for a new session and opens logged in where it is. Visitors make no call.
 */
function useRememberedSession() {
  const context = useSignInContext();
  useEffect(() => {
    if (authStore.get().token || !hasRememberedCookie()) return;
    let cancelled = false;
    void apiCall('sessionRefresh', { body: {} })
      .then(async (value) => {
        if (cancelled || authStore.get().token) return;
        const { completeSignIn } = await import('../utils/complete-sign-in');
        await completeSignIn(value, context, true);
      })
      .catch(() => {
        // no longer remembered (ended, expired, a password change): the server dropped the cookies; stay logged out
      });
    return () => {
      cancelled = true;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the app opens
}
