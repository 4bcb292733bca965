/**
 * Remember me (spec: cookies for 1 day): the username, or the mobile number with its dialling code, and the flag.
 * The password is never written anywhere: the inputs carry autocomplete attributes so the browser's password
 * manager can keep it instead.
 */
export const REMEMBER_MAX_AGE_SECONDS = 24 * 60 * 60;
const names = {
  flag: 'rememberMe',
  username: 'rememberUsername',
  mobileNum: 'rememberMobileNum',
  countryDialingCode: 'rememberDialingCode',
} as const;

export interface Remembered {
  remember: boolean;
  username: string;
  mobileNum: string;
  countryDialingCode: string;
}

/** A cookie's value as this page sees it ('' when absent or unreadable). */
export function readCookie(name: string): string {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return '';
      }
    }
  }
  return '';
}

function writeCookie(name: string, value: string, maxAge: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function readRemembered(): Remembered {
  return {
    remember: readCookie(names.flag) === '1',
    username: readCookie(names.username),
    mobileNum: readCookie(names.mobileNum),
    countryDialingCode: readCookie(names.countryDialingCode),
  };
}

/**
 * After a successful login: remembers what the visitor typed to log in (never the password) for 24 hours, or
 * forgets everything when the box is unchecked.
 */
export function saveRemembered(remember: boolean, login: { username?: string; mobileNum?: string; countryDialingCode?: string }) {
  if (!remember) {
    for (const name of Object.values(names)) writeCookie(name, '', 0);
    return;
  }
  writeCookie(names.flag, '1', REMEMBER_MAX_AGE_SECONDS);
  if (login.username) writeCookie(names.username, login.username, REMEMBER_MAX_AGE_SECONDS);
  if (login.mobileNum && login.countryDialingCode) {
    writeCookie(names.mobileNum, login.mobileNum, REMEMBER_MAX_AGE_SECONDS);
    writeCookie(names.countryDialingCode, login.countryDialingCode, REMEMBER_MAX_AGE_SECONDS);
  }
}
