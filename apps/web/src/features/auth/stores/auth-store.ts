import { MEMBER_LAYOUT_COOKIE } from '@app/contract/first-screens';
import { useSyncExternalStore } from 'react';
import { session } from '@/lib/storage';

/**
 * The session as the spec keeps it in session storage: token, account and member type (isAgent). This part is on the
 * first screen (the header and the route guard read it); the writers are in auth-session.ts, loaded with the forms.
 */
export interface AuthSnapshot {
  token: string | null;
  account: string | null;
  /** the member type; null until known (a landing-URL token before its member info arrived) */
  isAgent: number | null;
}

const listeners = new Set<() => void>();

/**
 * The member_layout cookie (no token, nothing the server trusts): the server draws a page's header with the member's
 * placeholder instead of the visitor's buttons, so the bar fills in without moving the page. Written whenever the
 * session keys change.
 */
function rememberLayout(signedIn: boolean) {
  if (typeof document === 'undefined') return;
  document.cookie = `${MEMBER_LAYOUT_COOKIE}=${signedIn ? '1' : ''}; Max-Age=${signedIn ? MEMBER_LAYOUT_MAX_AGE_S : 0}; path=/; SameSite=Lax`;
}
/** a day at most; every page load sets it again from the tab's session (a closed tab's session is gone) */
const MEMBER_LAYOUT_MAX_AGE_S = 86_400;

let drawnForMember = false;
/** The server drew the page for a signed-in member (its header's placeholder); the hydration draws the same. */
export const setDrawnForMember = (member: boolean) => {
  drawnForMember = member;
};
export const wasDrawnForMember = () => drawnForMember;
let snapshot: AuthSnapshot = { token: null, account: null, isAgent: null };

/** Reads the session keys; the same object while they are unchanged (useSyncExternalStore needs that). */
function read(): AuthSnapshot {
  const token = session.get('token');
  const account = session.get('account');
  const type = session.get('isAgent');
  const isAgent = type ? Number(type) : null;
  if (token !== snapshot.token || account !== snapshot.account || isAgent !== snapshot.isAgent) snapshot = { token, account, isAgent };
  return snapshot;
}

export const authStore = {
  get: read,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** the session keys changed */
  notify() {
    rememberLayout(read().token !== null);
    listeners.forEach((l) => l());
  },
  /** Logout or an expired session: session storage cleared, merchant keys kept. */
  signOut() {
    session.clearKeepingMerchant();
    authStore.notify();
  },
};

/**
 * The server renders first screens for a visitor (one cached page serves every visitor); a member's session takes
 * over right after the page hydrates, in the places sized for it.
 */
const VISITOR: AuthSnapshot = { token: null, account: null, isAgent: null };
const visitor = () => VISITOR;

// the cookie follows this tab's session from the page's start (a session that ended with its tab leaves none)
rememberLayout(read().token !== null);

export const useAuth = () => useSyncExternalStore(authStore.subscribe, read, visitor);

/** The landing URL's affiliate and referral codes, kept for a registration later in the visit (read before routing). */
export const landingSearch = typeof location === 'undefined' ? '' : location.search;
