/**
 * Lottery favourites are kept on the device per username (the spec: "lottery favourites are stored locally per
 * username"); visitors have none. Reads never throw (private mode, disabled storage).
 */
const keyOf = (username: string) => `lotteryFavorites:${username.toLowerCase()}`;

export function readFavorites(username: string | null): string[] {
  if (!username) return [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(username)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

export function writeFavorites(username: string, codes: readonly string[]) {
  try {
    localStorage.setItem(keyOf(username), JSON.stringify(codes));
  } catch {
    // storage full or disabled: the star still toggles for this visit
  }
}

/** The list with the game added (first) or removed. */
export const toggledFavorites = (codes: readonly string[], gameCode: string) =>
  codes.includes(gameCode) ? codes.filter((c) => c !== gameCode) : [gameCode, ...codes];
