/*
 * A catalogue entry of the special lottery account type (accountTypeName) launches through the shared v2 launch
 * (@/lib/shared-api/launch-game); the server answers the lottery lobby's URL (/vnlottery).
 */

/**
 * Where the window goes: our lottery pages stay on this site (the window shares the session with this tab), whatever
 * host the server saw; any other URL as given.
 */
export function windowUrl(gameUrl: string, origin = window.location.origin): string {
  const parsed = new URL(gameUrl, origin);
  return parsed.pathname === '/vnlottery' || parsed.pathname === '/lottery' ? `${origin}${parsed.pathname}${parsed.search}` : parsed.href;
}
