import { createContext, useContext } from 'react';
import { modals } from '@/components/ui/modal/modal-store';
import { showWarning } from '@/components/ui/modal/warning';
import { LOGIN_MODAL } from '@/config/modal-names';

/** Who is looking at the lobby: the session's token and whether it is a trial (free demo) account. Given by app/. */
export interface LobbyViewer {
  token: string | null;
  trial: boolean;
}

export const LobbyViewerContext = createContext<LobbyViewer>({ token: null, trial: false });
export const useLobbyViewer = () => useContext(LobbyViewerContext);

/** Launching needs a login: a visitor gets the login modal. */
export function guardLogin(viewer: LobbyViewer): boolean {
  if (viewer.token) return true;
  modals.open(LOGIN_MODAL);
  return false;
}

/** Favourites need a real account: a visitor gets the login modal, a trial account 'in_need_true_account'. */
export function guardRealAccount(viewer: LobbyViewer): boolean {
  if (!guardLogin(viewer)) return false;
  if (!viewer.trial) return true;
  showWarning({ messageKey: 'in_need_true_account' });
  return false;
}
