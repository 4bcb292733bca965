import type { LoginValue } from '@app/contract/session';
import type { QueryClient } from '@tanstack/react-query';
import { modals } from '@/components/ui/modal/modal-store';
import { LOGIN_MODAL, REGISTER_MODAL } from '@/config/modal-names';
import { getMemberInfoQueryOptions } from '@/lib/shared-api/member-info';
import { FORGOT_PASSWORD_MODAL } from '../modal-names';
import { rememberMember, signIn } from '../stores/auth-session';

export interface SignInContext {
  queryClient: QueryClient;
  navigate: (to: string) => void;
  brand: { id: string; merchantCode: string };
}

/**
 * After a login, a registration or a free demo: the token and the spec's session keys are stored, member info is
 * loaded, the login, register and forgot-password modals close, and the visitor goes home, logged in, unless
 * `stay` (a login from the modal over a page: the player stays where they were, e.g. to play the game they chose).
 */
export async function completeSignIn(value: Pick<LoginValue, 'token' | 'account' | 'isAgent'>, context: SignInContext, stay = false) {
  signIn(value, context.brand);
  try {
    rememberMember(value.token, await context.queryClient.fetchQuery(getMemberInfoQueryOptions(value.token)));
  } catch {
    // the logged-in bar asks again
  }
  for (const name of [LOGIN_MODAL, REGISTER_MODAL, FORGOT_PASSWORD_MODAL]) modals.close(name);
  if (!stay) context.navigate('/');
}
