/** The back office's browser storage, in one place. Reads never throw (private mode, disabled storage). */
type SessionKey = 'opsToken';
type LocalKey = 'opsTheme';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/** Kept for the tab only: a closed tab leaves no operator session in the browser. */
export const session = {
  get: (key: SessionKey) => safe(() => sessionStorage.getItem(key), null),
  set: (key: SessionKey, value: string) => safe(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: SessionKey) => safe(() => sessionStorage.removeItem(key), undefined),
};

export const local = {
  get: (key: LocalKey) => safe(() => localStorage.getItem(key), null),
  set: (key: LocalKey, value: string) => safe(() => localStorage.setItem(key, value), undefined),
  remove: (key: LocalKey) => safe(() => localStorage.removeItem(key), undefined),
};
