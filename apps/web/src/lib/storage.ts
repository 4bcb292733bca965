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
  'index_notice',
  'consolidated',
] as const;
export type SessionKey = (typeof sessionKeys)[number];
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
  /** Logout: clear everything but keep the merchant keys. */
  clearKeepingMerchant() {
    const merchant = session.get('merchant');
    const merchantCode = session.get('merchantCode');
    safe(() => sessionStorage.clear(), undefined);
    if (merchant) session.set('merchant', merchant);
    if (merchantCode) session.set('merchantCode', merchantCode);
  },
};

export const local = {
  get: (key: LocalKey) => safe(() => localStorage.getItem(key), null),
  set: (key: LocalKey, value: string) => safe(() => localStorage.setItem(key, value), undefined),
};
