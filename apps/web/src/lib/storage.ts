/** The spec's storage keys, in one place. Reads never throw (private mode, disabled storage). */
export const sessionKeys = [
  'token',
  'account',
  'merchant',
  'merchantCode',
  'isAgent',
  'memberLabel',
  'memberLabelTextColor',
  'memberLabelBgColor',
  'customerId',
  'iframeUrl',
  'gameVendor',
  'routers',
  /** the domain check's answer for this host */
  'validate',
  'index_notice',
  'consolidated',
  /** the lobby's game announcements the player hid (ids) */
  'lobbyNewsDismissed',
] as const;
export type SessionKey = (typeof sessionKeys)[number];
// facts of the host (domain check, API entry), not of the member, survive a logout too
const keptOnLogout: SessionKey[] = ['merchant', 'merchantCode', 'index_notice', 'validate', 'routers'];
export type LocalKey = 'hisLang' | 'lang' | 'theme';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const session = {
  get: (key: SessionKey) => safe(() => sessionStorage.getItem(key), null),
  set: (key: SessionKey, value: string) => safe(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: SessionKey) => safe(() => sessionStorage.removeItem(key), undefined),
  /** A JSON value kept under the key; the fallback when there is none or it is not JSON. */
  getJson: <T>(key: SessionKey, fallback: T): T =>
    safe(() => {
      const raw = sessionStorage.getItem(key);
      return raw === null ? fallback : (JSON.parse(raw) as T);
    }, fallback),
  setJson: (key: SessionKey, value: unknown) => safe(() => sessionStorage.setItem(key, JSON.stringify(value)), undefined),
  /**
   * Logout: clear everything but the merchant keys and the popup announcements' mark (they show once per browser
   * session, not once per login: a player who signs out is not greeted again).
   */
  clearKeepingMerchant() {
    const kept = keptOnLogout.map((key) => [key, session.get(key)] as const);
    safe(() => sessionStorage.clear(), undefined);
    for (const [key, value] of kept) if (value) session.set(key, value);
  },
};

export const local = {
  get: (key: LocalKey) => safe(() => localStorage.getItem(key), null),
  set: (key: LocalKey, value: string) => safe(() => localStorage.setItem(key, value), undefined),
};
