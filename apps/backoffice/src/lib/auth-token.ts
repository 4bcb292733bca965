import { useSyncExternalStore } from 'react';
import { session } from './storage';

/** Why the last session is gone: the server refused it (ended), or the operator signed out. */
export type SessionEnd = 'ended' | 'signedOut';

/**
 * The operator's session token, kept in this tab's sessionStorage and sent as `Authorization: Bearer <token>`.
 * Subscribers hear every change (sign-in, sign-out, a session the server ended); the signed-in frame, seeing the
 * token gone, returns to the sign-in and says why.
 */
const listeners = new Set<() => void>();
let token = session.get('opsToken');
let endedBy: SessionEnd | null = null;

function change(next: string | null, why: SessionEnd | null) {
  token = next;
  endedBy = why;
  if (next) session.set('opsToken', next);
  else session.remove('opsToken');
  for (const listener of listeners) listener();
}

export const authToken = {
  get: () => token,
  /** A new session (sign-in). */
  set: (next: string) => change(next, null),
  /** The session is over: the server no longer knows it, or the operator signed out. */
  end: (why: SessionEnd) => change(null, why),
  /** Why the last session ended (null: there was none, or a new one began). */
  endedBy: () => endedBy,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useAuthToken = () => useSyncExternalStore(authToken.subscribe, authToken.get, authToken.get);
