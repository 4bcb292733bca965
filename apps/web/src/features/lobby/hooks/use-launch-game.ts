import type { GameItem } from '@app/contract/games';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { modals, useModalOpen } from '@/components/ui/modal/modal-store';
import { showWarning } from '@/components/ui/modal/warning';
import { useSiteConfig } from '@/config/brand';
import { LOGIN_MODAL } from '@/config/modal-names';
import { lobbyHref } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { launchGame } from '@/lib/shared-api/launch-game';
import { GAME_MAINTENANCE_MODAL, VENDOR_GAMES_MODAL } from '../modal-names';
import { framePath, launchUrl, lotteryPath, storeLaunch } from '../utils/launch';
import { guardLogin, useLobbyViewer } from '../utils/viewer';

export type LaunchableGame = Pick<GameItem, 'nodeId' | 'vassalage' | 'vendorName' | 'gameType' | 'gameName' | 'isGame' | 'accountTypeName'>;

/** What the maintenance dialog gets: the game asked for and the popular games the server suggests instead. */
export interface MaintenanceProps {
  gameName: string;
  suggestions: GameItem[];
  /** when the brand's maintenance window of the provider ends (epoch ms), when the operator set one */
  until?: number | null;
}
export interface VendorGamesProps {
  vassalage: string;
  vendorName: string;
  gameType: GameItem['gameType'];
}

function showLaunchError(error: unknown, game: LaunchableGame) {
  if (!(error instanceof ApiError)) {
    showWarning({ messageKey: 'err_network_error' });
    return;
  }
  switch (error.code) {
    case 'GAME_MAINTENANCE': {
      const value = error.value as { suggestions?: GameItem[]; maintenanceUntil?: number | null } | null;
      modals.open(GAME_MAINTENANCE_MODAL, { gameName: game.gameName, suggestions: value?.suggestions ?? [], until: value?.maintenanceUntil ?? null } satisfies MaintenanceProps);
      return;
    }
    case 'TRIAL_ACCOUNT':
      showWarning({ messageKey: 'in_need_true_account' });
      return;
    case 'NOT_LOGGED_IN':
      // the auth feature answers an ended session with the login modal
      return;
    default:
      showWarning({ messageKey: error.messageKey });
  }
}

/**
 * Clicking a game (spec section 2, game launching): a vendor tile opens its game list (slot vendors: their /rng tab);
 * a visitor gets the login modal; a member's launch opens lottery games on /lottery or /vnlottery, the special
 * lottery account type in its own window, and every other game in /game or /seamless. A visitor's launch waits for
 * the login it asked for and goes on once logged in; closing the login modal without logging in drops it.
 */
export function useLaunchGame() {
  const viewer = useLobbyViewer();
  const site = useSiteConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const [launching, setLaunching] = useState<number | null>(null);
  const busy = useRef(false);
  const waitingForLogin = useRef<{ game: LaunchableGame; room?: { roomId: number } } | null>(null);
  const loginOpen = useModalOpen(LOGIN_MODAL);

  const launch = useCallback(
    async (game: LaunchableGame, room?: { roomId: number }) => {
      if (game.isGame === 'VASSALAGE') {
        if (game.gameType === 'RNG') navigate(lobbyHref('/rng', 'RNG', game.vassalage));
        else modals.open(VENDOR_GAMES_MODAL, { vassalage: game.vassalage, vendorName: game.vendorName, gameType: game.gameType } satisfies VendorGamesProps);
        return;
      }
      if (!guardLogin(viewer)) {
        waitingForLogin.current = { game, room };
        return;
      }
      if (busy.current) return;
      // a game that opens its own window: the window must open inside the click, or the browser blocks it
      let own: Window | null = null;
      if (game.accountTypeName) {
        own = window.open('', '_blank');
        if (!own) {
          showWarning({ messageKey: 'err_popup_blocked' });
          return;
        }
      }
      busy.current = true;
      setLaunching(game.nodeId);
      try {
        const value = await launchGame({ nodeId: game.nodeId, vassalage: game.vassalage, roomId: room?.roomId });
        const lottery = lotteryPath(value.game_url);
        if (own) {
          // the external lottery window shows our own lottery page: this site, whose session the window shares
          own.location.href = lottery ? `${window.location.origin}${lottery}` : launchUrl(value.game_url, site.launchGameCDNs);
          return;
        }
        if (lottery) {
          navigate(lottery);
          return;
        }
        storeLaunch(value, game, site.launchGameCDNs, `${location.pathname}${location.search}`);
        navigate(framePath(value.gameType));
      } catch (error) {
        own?.close();
        showLaunchError(error, game);
      } finally {
        busy.current = false;
        setLaunching(null);
      }
    },
    [viewer, site.launchGameCDNs, navigate, location.pathname, location.search],
  );

  useEffect(() => {
    const waiting = waitingForLogin.current;
    if (!viewer.token || !waiting) return;
    waitingForLogin.current = null;
    void launch(waiting.game, waiting.room);
  }, [viewer.token, launch]);
  useEffect(() => {
    if (loginOpen || viewer.token || !waitingForLogin.current) return;
    // the modal closes a moment before the session lands: only a close that no login follows drops the launch
    const timer = setTimeout(() => (waitingForLogin.current = null), 1000);
    return () => clearTimeout(timer);
  }, [loginOpen, viewer.token]);

  return { launch, launching };
}
