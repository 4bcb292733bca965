import { GAME_CATEGORY_ROUTES } from '@app/contract/constants';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@/features/auth/stores/auth-store';
import { isTrial } from '@/features/auth/utils/roles';
import { LobbyPage } from '@/features/lobby/components/lobby-page';
import { LobbyViewerContext, type LobbyViewer } from '@/features/lobby/utils/viewer';

/** The game lobby shared by /rng /pvp /live /fish /sports /esports /inhouse; the session comes from the auth feature. */
export function Component() {
  const { pathname } = useLocation();
  const { token, isAgent } = useAuth();
  const entry = GAME_CATEGORY_ROUTES.find((c) => c.route === pathname.toLowerCase()) ?? GAME_CATEGORY_ROUTES[4];
  const viewer = useMemo<LobbyViewer>(() => ({ token, trial: isTrial(isAgent) }), [token, isAgent]);
  return (
    <LobbyViewerContext.Provider value={viewer}>
      <LobbyPage key={entry.gameType} gameType={entry.gameType} route={entry.route} />
    </LobbyViewerContext.Provider>
  );
}
