import { useSyncExternalStore } from 'react';

/**
 * The chat window (spec section 4): shut, open, or hidden (kept alive, out of the way); normal or enlarged.
 * One window per tab; logout resets it.
 */
export interface ChatWindowState {
  open: boolean;
  hidden: boolean;
  large: boolean;
}

const initial: ChatWindowState = { open: false, hidden: false, large: false };
let state = initial;
const listeners = new Set<() => void>();
const set = (next: Partial<ChatWindowState>) => {
  // nothing changes (a reset of a shut window, as every visitor's first render does): no new state, no re-render
  if ((Object.keys(next) as (keyof ChatWindowState)[]).every((key) => state[key] === next[key])) return;
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};

export const chatWindow = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  open: () => set({ open: true, hidden: false }),
  hide: () => set({ hidden: true }),
  show: () => set({ hidden: false }),
  toggleSize: () => set({ large: !state.large }),
  close: () => set({ open: false, hidden: false }),
  /** logout: the chat is reset */
  reset: () => set(initial),
};

export const useChatWindow = () => useSyncExternalStore(chatWindow.subscribe, chatWindow.get, chatWindow.get);
