import { useMemo } from 'react';
import { useAuth } from '../stores/auth-store';
import { isTrial } from '../utils/roles';

/** Who is looking at a page, as the lobby and the lottery want it: the session's token, its username, a trial account. */
export interface Viewer {
  token: string | null;
  /** the account name while logged in */
  username: string | null;
  trial: boolean;
}

/** The viewer of the current session: app/routes hand it to the features that show games (one object while unchanged). */
export function useViewer(): Viewer {
  const { token, account, isAgent } = useAuth();
  return useMemo(() => ({ token, username: token ? account : null, trial: isTrial(isAgent) }), [token, account, isAgent]);
}
