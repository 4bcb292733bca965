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
    read();
    listeners.forEach((l) => l());
  },
  /** Logout or an expired session: session storage cleared, merchant keys kept. */
  signOut() {
    session.clearKeepingMerchant();
    authStore.notify();
  },
};

export const useAuth = () => useSyncExternalStore(authStore.subscribe, read, read);

/** The landing URL's affiliate and referral codes, kept for a registration later in the visit (read before routing). */
export const landingSearch = location.search;
