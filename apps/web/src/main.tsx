import { BANNER_GROUP_BY_PATH } from '@app/contract/constants';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppBrowserRouter } from './app/browser-router';
import { AppRoutes, loadScreenAt } from './app/router';
import { getDomainRouteQueryOptions } from './features/brand/api/get-domain-route';
import { getPermissionQueryOptions } from './features/brand/api/get-permission';
import { getSystemStatusQueryOptions } from './features/brand/api/get-system-status';
import { getBannersQueryOptions } from './features/shell/api/get-banners';
import { getGameMenusQueryOptions } from './features/shell/api/get-game-menus';
import { initI18n, initialLanguage } from './lib/i18n';
import { authStore } from './features/auth/stores/auth-store';
import { consumeLandingToken } from './lib/landing-token';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker, rememberScreen } from './lib/pwa/register-service-worker';
import { env } from './config/env';
import { createQueryClient, renderResultsPerFrame } from './lib/query-client';
import { apiCall } from './lib/api-client';
import { pickApiEntry, restoreApiEntry } from './lib/api-entry';
import { withCdn } from './lib/cdn';
import { whenIdle } from './lib/when-idle';
import './styles/global.css';

/** A high-priority preload of an image the first screen shows (the banner's <img> then takes it from the cache). */
function preloadImage(href: string) {
  // the page itself already preloads its first banner when images come from our server
  const absolute = new URL(href, document.baseURI).href;
  if ([...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((l) => l.href === absolute)) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href, fetchPriority: 'high' });
  document.head.append(link);
}

consumeLandingToken();
// the API entry chosen earlier in this session (routers' domainList), before the first call
restoreApiEntry();
listenForInstallPrompt();
renderResultsPerFrame();
const queryClient = createQueryClient();
// the language the first screen is drawn in (its text pack and its data)
const language = initialLanguage();
// the boot calls, the text pack and the first screen's chunk all load at once
const siteKnown = Promise.all([queryClient.prefetchQuery(getSystemStatusQueryOptions()), queryClient.prefetchQuery(getPermissionQueryOptions())]);
// in a task of its own: starting requests costs a slow phone milliseconds each (the screen's module and its
// stylesheets here), and the entry's evaluation is the page's longest task already
const firstScreen = new Promise((started) => setTimeout(started)).then(() => loadScreenAt(window.location.pathname));
// the domain check goes with them (answered from the session's cache after the first page)
void queryClient.prefetchQuery(getDomainRouteQueryOptions());
// what the frame draws first (menu categories, the path's banners): asked with the boot calls, so the first render
// has them and nothing moves when they arrive
void queryClient.prefetchQuery(getGameMenusQueryOptions());
const bannerGroup = BANNER_GROUP_BY_PATH[window.location.pathname];
if (bannerGroup)
  // the first banner is the largest picture of the first screen: the page preloads it when images come from our
  // server; with image CDNs its address (a CDN picked here) is known once the banners call answers
  void queryClient.prefetchQuery(getBannersQueryOptions(bannerGroup)).then(() => {
    const first = queryClient.getQueryData(getBannersQueryOptions(bannerGroup).queryKey)?.[0];
    if (first) preloadImage(withCdn(first.url));
  });
// the installable app: the worker caches the shell and the build's files (never a call), for offline starts
if (env.production) registerServiceWorker();

/**
 * The first screen's own data (its module's prefetch), asked for once the site is known to be open: the first render
 * waits for it, so it draws the page once with its data instead of once more per answer (each of those renders is a
 * long task while the page loads). Never longer than FIRST_SCREEN_WAIT_MS: the boot frame shows meanwhile.
 */
const FIRST_SCREEN_WAIT_MS = 3000;
const firstScreenData = siteKnown.then(async () => {
  const open = queryClient.getQueryData(getSystemStatusQueryOptions().queryKey)?.status === 0;
  const site = queryClient.getQueryData(getPermissionQueryOptions().queryKey);
  const module = await firstScreen;
  if (open && site && module?.prefetch)
    await module.prefetch({
      queryClient,
      url: new URL(window.location.href),
      merchantCode: site.info.brand.merchantCode,
      language,
      token: authStore.get().token,
    });
});
const firstScreenReady = Promise.race([firstScreenData.catch(() => undefined), new Promise((done) => setTimeout(done, FIRST_SCREEN_WAIT_MS))]);

void Promise.all([initI18n(language), firstScreenReady]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // the first render in a transition: React renders it in slices and lets the browser paint and answer input between
  // them, instead of one long task
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <AppBrowserRouter onNavigated={env.production ? rememberScreen : undefined}>
            <AppRoutes />
          </AppBrowserRouter>
        </AppProvider>
      </StrictMode>,
    ),
  );
  // the fastest API entry (routers' domainList): chosen once per session, when the first screen is done
  whenIdle(() => void pickApiEntry(() => apiCall('routers')), { fallbackMs: 2000 });
});
