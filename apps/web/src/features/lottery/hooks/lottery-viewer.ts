import { createContext, useContext } from 'react';
import { modals } from '@/components/ui/modal/modal-store';
import { LOGIN_MODAL } from '@/config/modal-names';

/** Who is looking at the lottery: the session's token, username and whether it is a trial account. Given by app/. */
export interface LotteryViewer {
  token: string | null;
  username: string | null;
  trial: boolean;
}

export const LotteryViewerContext = createContext<LotteryViewer>({ token: null, username: null, trial: false });
export const useLotteryViewer = () => useContext(LotteryViewerContext);

/** Betting needs a login: a visitor gets the login modal the rest of the app uses. */
export function guardLogin(viewer: LotteryViewer): boolean {
  if (viewer.token) return true;
  modals.open(LOGIN_MODAL);
  return false;
}
