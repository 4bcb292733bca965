import type { LoginValue } from '@app/contract/session';
import { useLocation } from 'react-router';
import { modals } from '@/components/ui/modal/modal-store';
import { CHANGE_PASSWORD_MODAL, LOGIN_MODAL, RG_BLOCKED_MODAL } from '@/config/modal-names';
import { WELCOME_MODAL } from '../modal-names';
import { guardFreePaths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import { saveMemberLanguage } from '@/lib/shared-api/member-language';

import { completeSignIn } from '../utils/complete-sign-in';
import { saveRemembered } from '../utils/remember-me';
import { useSignInContext } from './use-sign-in-context';

/** What a successful login needs to finish: what to remember, and the password for a forced change. */
export interface LoginMeta {
  /** the remember-me box; absent: leave what is remembered as it is */
  remember?: boolean;
  username?: string;
  password?: string;
  mobileNum?: string;
  countryDialingCode?: string;
}

/**
 * Finishes a login: remembers the login name when asked (never the password), then either the forced password
 * change (123456 or expired; the session is not stored until the password is changed) or logged in on the page the
 * player was on (home from /login, /register and the other pages outside the site's frame).
 */
export function useFinishLogin() {
  const context = useSignInContext();
  const { pathname } = useLocation();
  const stay = !(guardFreePaths as readonly string[]).includes(pathname);
  const language = useLanguage();
  return async (value: LoginValue, meta: LoginMeta) => {
    if (meta.remember !== undefined) saveRemembered(meta.remember, meta);
    if (value.forceChangePassword) {
      modals.close(LOGIN_MODAL);
      modals.open(CHANGE_PASSWORD_MODAL, {
        forced: true,
        token: value.token,
        oldPassword: meta.password,
        username: value.userName,
        expired: value.passwordExpired,
      });
      return;
    }
    await completeSignIn(value, context, stay);
    void saveMemberLanguage(value.token, language);
    // the first login of an account (one an agent or the operator made): the first steps (spec section 4)
    if (value.firstTimeLogin && !value.playBlock) modals.open(WELCOME_MODAL);
    // a time-out or self-exclusion runs: its end, the support contacts and the way to withdraw (responsible gaming)
    if (value.playBlock) modals.open(RG_BLOCKED_MODAL, { block: value.playBlock });
  };
}

