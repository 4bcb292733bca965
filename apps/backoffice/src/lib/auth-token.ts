import { useSyncExternalStore } from 'react';
import { session } from './storage';

/**
 * The operator's session token, kept in this tab's sessionStorage and sent as `Authorization: Bearer <token>`.
 * Subscribers hear every change (sign-in, sign-out, a session the server ended).
 */
const listeners = new Set<() => void>();
let token = session.get('opsToken');

export const authToken = {
  get: () => token,
  set(next: string | null) {
    token = next;
    if (next) session.set('opsToken', next);
    else session.remove('opsToken');
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useAuthToken = () => useSyncExternalStore(authToken.subscribe, authToken.get, authToken.get);
