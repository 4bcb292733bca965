import { GAME_CATEGORY_ROUTES } from '@app/contract/constants';
import { useLocation } from 'react-router';
import { useViewer } from '@/features/auth/hooks/use-viewer';
import { prefetchLobby } from '@/features/lobby/api/prefetch-lobby';
import { LobbyPage } from '@/features/lobby/components/lobby-page';
import { LobbyViewerContext } from '@/features/lobby/utils/viewer';
import type { FirstScreen } from '../lazy-route';

const lobbyAt = (pathname: string) => GAME_CATEGORY_ROUTES.find((c) => c.route === pathname.toLowerCase()) ?? GAME_CATEGORY_ROUTES[4];

/** The game lobby shared by /rng /pvp /live /fish /sports /esports /inhouse; the session comes from the auth feature. */
export function Component() {
  const { pathname } = useLocation();
  const viewer = useViewer();
  const entry = lobbyAt(pathname);
  return (
    <LobbyViewerContext.Provider value={viewer}>
      <LobbyPage key={entry.gameType} gameType={entry.gameType} route={entry.route} />
    </LobbyViewerContext.Provider>
  );
}

export const prefetch = ({ queryClient, url, merchantCode, language }: FirstScreen) =>
  prefetchLobby(queryClient, lobbyAt(url.pathname).gameType, url.searchParams, merchantCode, language);
