import { safeStorage } from '@app/web-kit/storage';

/** The back office's browser storage, in one place. Reads never throw (private mode, disabled storage). */
type SessionKey = 'opsToken';
type LocalKey = 'opsTheme';

/** Kept for the tab only: a closed tab leaves no operator session in the browser. */
export const session = safeStorage<SessionKey>(() => sessionStorage);

export const local = safeStorage<LocalKey>(() => localStorage);
