import { useCallback, useRef, useState } from 'react';
import { showWarning } from '@/components/ui/modal/warning';
import { ApiError } from '@/lib/api-client';
import { launchGame } from '@/lib/shared-api/launch-game';
import { windowUrl } from '../api/launch-lottery-window';
import { guardLogin, useLotteryViewer } from './lottery-viewer';

/** A catalogue entry that opens the external lottery window: one with an accountTypeName. */
export interface WindowGame {
  nodeId: number;
  vassalage: string;
  accountTypeName: string | null;
}

/**
 * The special lottery account type's external window (spec section 2, game launching): a visitor gets the login
 * modal; a member's click opens the window at once (later the browser would block it), then points it at the URL the
 * launch answers. A blocked pop-up says err_popup_blocked; a refused launch closes the window and says why.
 */
export function useLotteryWindow() {
  const viewer = useLotteryViewer();
  const [opening, setOpening] = useState<number | null>(null);
  const busy = useRef(false);

  const open = useCallback(
    async (game: WindowGame) => {
      if (!guardLogin(viewer) || busy.current) return;
      const own = window.open('', '_blank');
      if (!own) {
        showWarning({ messageKey: 'err_popup_blocked' });
        return;
      }
      busy.current = true;
      setOpening(game.nodeId);
      try {
        const value = await launchGame({ nodeId: game.nodeId, vassalage: game.vassalage });
        own.location.href = windowUrl(value.game_url);
      } catch (error) {
        own.close();
        if (!(error instanceof ApiError)) showWarning({ messageKey: 'err_network_error' });
        else if (error.code === 'TRIAL_ACCOUNT') showWarning({ messageKey: 'in_need_true_account' });
        // an ended session: the auth feature answers it with the login modal
        else if (error.code !== 'NOT_LOGGED_IN') showWarning({ messageKey: error.messageKey });
      } finally {
        busy.current = false;
        setOpening(null);
      }
    },
    [viewer],
  );

  return { open, opening };
}
