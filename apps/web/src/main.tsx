import { FIRST_SCREEN_ELEMENT_ID } from '@app/contract/first-screens';
import { startTransition, StrictMode } from 'react';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppBrowserRouter } from './app/browser-router';
import { AppRoutes, loadScreenAt, screenTextsAt } from './app/router';
import { askBootCalls, askFirstScreenData } from './app/first-screen-data';
import { initI18n, initialLanguage } from './lib/i18n';
import { authStore, setDrawnForMember } from './features/auth/stores/auth-store';
import { consumeLandingToken } from './lib/landing-token';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker, rememberScreen } from './lib/pwa/register-service-worker';
import { env } from './config/env';
import { createQueryClient, renderResultsPerFrame } from './lib/query-client';
import { apiCall } from './lib/api-client';
import { pickApiEntry, restoreApiEntry } from './lib/api-entry';
import { withCdn } from './lib/cdn';
import { whenIdle } from './lib/when-idle';
import { setDrawnNarrow } from './lib/use-media-query';
import './styles/global.css';

/** A high-priority preload of an image the first screen shows (the banner's <img> then takes it from the cache). */
function preloadImage(href: string) {
  // the page itself already preloads its first banner when images come from our server
  const absolute = new URL(href, document.baseURI).href;
  if ([...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((l) => l.href === absolute)) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href, fetchPriority: 'high' });
  document.head.append(link);
}

/** What the server put in the page of its first screen (the JSON element it writes after #root). */
interface FirstScreenAnswers {
  /** the answers the screen is drawn with, for the query cache */
  state: DehydratedState;
  /** #root holds the screen the server drew with them (to hydrate), else the boot frame (the app draws it) */
  drawn: boolean;
}

/**
 * The answers the server put in this page for its first screen, when it did for this address and in the language this
 * visit shows: hydrating needs the same tree the server rendered, and a screen in another language other answers. A
 * visitor whose stored language is another one gets the screen drawn afresh. The answers are a visitor's: a member's
 * browser draws from its own calls (announcements for members, say), unless it must hydrate the server's screen.
 */
function serverFirstScreen(language: string): FirstScreenAnswers | null {
  const element = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const sent = JSON.parse(element.textContent) as { path: string; language: string; drawn: boolean; narrow?: boolean; member?: boolean; state: DehydratedState };
    if (sent.path !== window.location.pathname + window.location.search || sent.language !== language) return null;
    if (!sent.drawn && authStore.get().token) return null;
    if (sent.drawn) {
      // hydrated in the layout it was drawn for (a phone's or a wide screen's), then corrected if the guess was wrong
      setDrawnNarrow(sent.narrow ?? false);
      setDrawnForMember(sent.member ?? false);
    }
    return { state: sent.state, drawn: sent.drawn };
  } catch {
    return null;
  }
}

consumeLandingToken();
// the API entry chosen earlier in this session (routers' domainList), before the first call
restoreApiEntry();
listenForInstallPrompt();
renderResultsPerFrame();
const queryClient = createQueryClient();
// the language the first screen is drawn in (its text pack and its data)
const language = initialLanguage();
// the server sent this page's first screen's answers (and drew it with them): they go into the cache before any call
const fromServer = serverFirstScreen(language);
if (fromServer) hydrate(queryClient, fromServer.state);
const drawnByServer = fromServer?.drawn ?? false;
// the boot calls, the text pack and the first screen's chunk all load at once
const { siteKnown, banners } = askBootCalls(queryClient, window.location.pathname);
// in a task of its own: starting requests costs a slow phone milliseconds each (the screen's module and its
// stylesheets here), and the entry's evaluation is the page's longest task already
const firstScreen = new Promise((started) => setTimeout(started)).then(() => loadScreenAt(window.location.pathname));
// the first banner is the largest picture of the first screen: the page preloads it when images come from our
// server; with image CDNs its address (a CDN picked here) is known once the banners call answers
void banners.then((list) => {
  if (list?.[0]) preloadImage(withCdn(list[0].url));
});
// the installable app: the worker caches the shell and the build's files (never a call), for offline starts
if (env.production) registerServiceWorker();

/**
 * The first screen's own data (its module's prefetch), asked for once the site is known to be open: the first render
 * waits for it, so it draws the page once with its data instead of once more per answer (each of those renders is a
 * long task while the page loads). Never longer than FIRST_SCREEN_WAIT_MS: the boot frame shows meanwhile.
 */
const FIRST_SCREEN_WAIT_MS = 3000;
const firstScreenData = fromServer
  ? Promise.resolve()
  : siteKnown.then(async () => askFirstScreenData(queryClient, await firstScreen, new URL(window.location.href), language, authStore.get().token));
// and the texts the screen's code asked for as it came (withTexts itself gives up on them after 3 s)
const firstScreenTexts = firstScreen.then(() => screenTextsAt(window.location.pathname));
const firstScreenReady = Promise.race([
  Promise.all([firstScreenData, firstScreenTexts]).catch(() => undefined),
  new Promise((done) => setTimeout(done, FIRST_SCREEN_WAIT_MS)),
]);

const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AppBrowserRouter onNavigated={env.production ? rememberScreen : undefined}>
        <AppRoutes />
      </AppBrowserRouter>
    </AppProvider>
  </StrictMode>
);

void Promise.all([initI18n(language), firstScreenReady]).then(() => {
  const container = document.getElementById('root')!;
  // in a transition: React works in slices and lets the browser paint and answer input between them, instead of one
  // long task. The server's screen is hydrated: React attaches to the markup the page came with instead of drawing
  // it again (the screen's own code hydrates its part when its chunk arrives, the server's markup showing meanwhile)
  startTransition(() => {
    if (drawnByServer) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  // the server's screen was under a clear guard until React listened to it
  document.getElementById('hydration-guard')?.remove();
  // the fastest API entry (routers' domainList): chosen once per session, when the first screen is done
  whenIdle(() => void pickApiEntry(() => apiCall('routers')), { fallbackMs: 2000 });
});
