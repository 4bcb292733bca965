import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in the DOM library's types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/**
 * How this device can install the app: already `installed` (or running as the installed app); `prompt`: the
 * browser offered its install prompt, one tap away; `ios`: Safari's Add to Home Screen, steps only; `manual`: the
 * browser's own menu (no prompt offered, or not yet).
 */
export type InstallMode = 'installed' | 'prompt' | 'ios' | 'manual';

interface InstallState {
  deferred: BeforeInstallPromptEvent | null;
  installed: boolean;
}

let state: InstallState = { deferred: null, installed: false };
const listeners = new Set<() => void>();
const update = (next: Partial<InstallState>) => {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
};

/**
 * Keeps the browser's install prompt for a button to show later (the browser offers it once, early, before any
 * screen could ask): call at start-up.
 */
export function listenForInstallPrompt(target: Window = window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    update({ deferred: event as BeforeInstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => update({ deferred: null, installed: true }));
}

/** Shows the browser's install prompt; a prompt can be shown once, so it is dropped whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const deferred = state.deferred;
  if (!deferred) return 'unavailable';
  update({ deferred: null });
  await deferred.prompt();
  const { outcome } = await deferred.userChoice;
  if (outcome === 'accepted') update({ installed: true });
  return outcome;
}

/** Running as the installed app (home-screen launch), in Chromium or iOS Safari. */
const runsStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iPhone, iPod, and iPad (which presents itself as a Mac with a touch screen). */
const isIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

function currentMode(): InstallMode {
  if (state.installed || runsStandalone()) return 'installed';
  if (state.deferred) return 'prompt';
  return isIos() ? 'ios' : 'manual';
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** This device's install mode, updated when the browser offers its prompt or the app gets installed. */
export function useInstallMode(): InstallMode {
  return useSyncExternalStore(subscribe, currentMode, () => 'manual');
}

/** Forgets a kept prompt and an install (tests start each case as a fresh page). */
export function resetInstallState() {
  update({ deferred: null, installed: false });
}
