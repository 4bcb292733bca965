import { safeStorage } from '@app/web-kit/storage';

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
/** memberBarWidth: the header's logged-in bar's last width, which its placeholder takes on a server-drawn page */
export type LocalKey = 'hisLang' | 'lang' | 'theme' | 'memberBarWidth';

const sessionArea = safeStorage<SessionKey>(() => sessionStorage);

export const session = {
  ...sessionArea,
  /**
   * Logout: clear everything but the merchant keys and the popup announcements' mark (they show once per browser
   * session, not once per login: a player who signs out is not greeted again).
   */
  clearKeepingMerchant() {
    const kept = keptOnLogout.map((key) => [key, sessionArea.get(key)] as const);
    sessionArea.clear();
    for (const [key, value] of kept) if (value) sessionArea.set(key, value);
  },
};

export const local = safeStorage<LocalKey>(() => localStorage);
