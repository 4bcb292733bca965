import { useSyncExternalStore } from 'react';
import { local } from './storage';

/** The operator's theme: the system's (prefers-color-scheme) unless they pick light or dark, remembered per browser. */
export type ThemeChoice = 'system' | 'light' | 'dark';
const choices: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const listeners = new Set<() => void>();
const stored = local.get('opsTheme');
let choice: ThemeChoice = choices.includes(stored as ThemeChoice) ? (stored as ThemeChoice) : 'system';

/** Puts the choice on <html data-theme> (none: the stylesheet follows prefers-color-scheme). */
export function applyTheme() {
  if (choice === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = choice;
}

export function setTheme(next: ThemeChoice) {
  choice = next;
  if (next === 'system') local.remove('opsTheme');
  else local.set('opsTheme', next);
  applyTheme();
  for (const listener of listeners) listener();
}

/** The next choice of the toggle: system → light → dark → system. */
export const nextTheme = (current: ThemeChoice): ThemeChoice => choices[(choices.indexOf(current) + 1) % choices.length]!;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
/** the sign-in page is drawn at build time with the system's theme (entry-prerender.tsx): hydration starts from it */
const drawnChoice = (): ThemeChoice => 'system';
export const useTheme = () => useSyncExternalStore(subscribe, () => choice, drawnChoice);
