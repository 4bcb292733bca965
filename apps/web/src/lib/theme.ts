import { useSyncExternalStore } from 'react';
import { local } from './storage';

export type Theme = 'light' | 'dark';
const listeners = new Set<() => void>();

/** index.html applies the stored theme before the first paint; this reads it back from <html data-theme>. */
export const getTheme = (): Theme => (document.documentElement.dataset.theme === 'light' ? 'light' : 'dark');

/** Switches the theme and remembers it (localStorage 'theme'), so it survives a reload. Default: dark. */
export function setTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  local.set('theme', theme);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server's first screens are drawn in the default theme; a stored light theme follows once the page hydrates. */
const DEFAULT_THEME: Theme = 'dark';
const serverTheme = () => DEFAULT_THEME;

export function useTheme(): [Theme, (theme: Theme) => void] {
  return [useSyncExternalStore(subscribe, getTheme, serverTheme), setTheme];
}
