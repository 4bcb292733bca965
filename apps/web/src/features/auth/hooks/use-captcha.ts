import { useCallback, useRef, useState } from 'react';

/** The spec: the captcha image refreshes at most once a second. */
export const CAPTCHA_REFRESH_MS = 1000;

/** A captcha id of 24 url-safe characters (the contract asks for 16 to 64). */
export function newCaptchaId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The captcha of a form: hidden until the server asks for one, then an id whose image the form shows. A click on the
 * image refreshes it at most once a second; after a failed try (the captcha is spent) `renew` gets a new one at once.
 */
export function useCaptcha() {
  const [id, setId] = useState<string | null>(null);
  const lastRefresh = useRef(0);
  const show = useCallback(() => setId((current) => current ?? newCaptchaId()), []);
  const renew = useCallback(() => {
    lastRefresh.current = Date.now();
    setId(newCaptchaId());
  }, []);
  /** a visitor's refresh: ignored within a second of the last one */
  const refresh = useCallback(() => {
    if (Date.now() - lastRefresh.current < CAPTCHA_REFRESH_MS) return false;
    lastRefresh.current = Date.now();
    setId(newCaptchaId());
    return true;
  }, []);
  return { id, shown: id !== null, show, renew, refresh };
}
