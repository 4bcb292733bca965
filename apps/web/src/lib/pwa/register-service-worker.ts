import { PWA_PATHS, SW_CACHE_URLS_MESSAGE } from '@app/contract/pwa';

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Asks the worker to keep these files and screens (it keeps only the build's files and shell screens). */
function askToKeep(worker: ServiceWorker | null | undefined, urls: string[]) {
  worker?.postMessage({ type: SW_CACHE_URLS_MESSAGE, urls });
}

/**
 * Registers the service worker once the page has loaded (it never competes with the first screen). What this tab
 * loaded before the worker took control (the entry chunk, this screen's chunks and text pack) and this screen are then
 * handed to it, so the screen opens offline from the first visit.
 */
export function registerServiceWorker() {
  if (!supported()) return;
  const start = () => {
    navigator.serviceWorker
      .register(PWA_PATHS.serviceWorker)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
        askToKeep(registration.active, [window.location.pathname, ...loaded]);
      })
      // without a worker the site works as before, only not offline
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

let lastScreen = '';
/**
 * A screen reached inside the app (no page load the worker could see): the worker keeps the shell for its address
 * too, so a reload there works offline. Its chunks pass through the worker as they load.
 */
export function rememberScreen(pathname: string) {
  if (!supported() || pathname === lastScreen) return;
  lastScreen = pathname;
  askToKeep(navigator.serviceWorker.controller, [pathname]);
}
