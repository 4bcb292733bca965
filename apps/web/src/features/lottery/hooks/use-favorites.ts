import { useCallback, useState } from 'react';
import { readFavorites, toggledFavorites, writeFavorites } from '../utils/favorites';

/** The username's lottery favourites on this device (none for visitors). */
export function useLotteryFavorites(username: string | null) {
  const [state, setState] = useState(() => ({ username, codes: readFavorites(username) }));
  // another account logged in: its own list
  const codes = state.username === username ? state.codes : readFavorites(username);
  if (state.username !== username) setState({ username, codes });
  const toggle = useCallback(
    (gameCode: string) => {
      if (!username) return;
      const next = toggledFavorites(readFavorites(username), gameCode);
      writeFavorites(username, next);
      setState({ username, codes: next });
    },
    [username],
  );
  return { favorites: codes, toggle };
}
