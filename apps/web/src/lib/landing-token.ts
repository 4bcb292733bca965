import { session } from './storage';

/**
 * A `token` query parameter on the landing URL is kept as the session token (the accounts issue validates it)
 * and taken out of the address bar, so it is neither bookmarked nor shared.
 */
export function consumeLandingToken(win: Window = window): string | null {
  const url = new URL(win.location.href);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  if (token) session.set('token', token);
  url.searchParams.delete('token');
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token || null;
}
