import { createHash } from 'node:crypto';

/** What the generated worker is told when the server writes it. */
export interface ServiceWorkerConfig {
  /** names its caches: a new build or a new brand look is a new version, and activation drops the older caches */
  version: string;
  /** shown for a page that was never opened here while the network is down */
  offlinePage: string;
  /** the shell's own files (entry script, styles), cached at install */
  precache: string[];
  /** path prefixes the server answers itself (calls, operator and sandbox pages, media): the worker leaves them alone */
  serverPaths: string[];
  /** the type of the message a page sends with the URLs it loaded before the worker controlled it */
  cacheUrlsMessage: string;
  /** the id of the element with a page's first-screen answers, which a kept page goes without */
  firstScreenElement: string;
  /** Web Push: the brand's name (a notification without a title) and icon */
  appName: string;
  notificationIcon: string;
}

/*
 * The slice of the worker's global scope the worker uses. The server compiles without the WebWorker library, and a
 * test can run the worker against a stand-in scope.
 */
interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationClickEventLike extends ExtendableEventLike {
  notification: { data: unknown; close(): void };
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}
interface CacheLike {
  match(request: Request | string, options?: { ignoreVary?: boolean }): Promise<Response | undefined>;
  put(request: Request | string, response: Response): Promise<void>;
  addAll(requests: string[]): Promise<void>;
  keys(): Promise<readonly Request[]>;
  delete(request: Request | string): Promise<boolean>;
}
export interface WorkerScope {
  location: { origin: string };
  caches: { open(name: string): Promise<CacheLike>; keys(): Promise<string[]>; delete(name: string): Promise<boolean> };
  fetch(request: Request | string, init?: RequestInit): Promise<Response>;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: {
    navigationPreload?: { enable(): Promise<void> };
    showNotification(title: string, options: { body: string; icon: string; badge: string; tag?: string; data: { url: string } }): Promise<void>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
}

/**
 * The service worker. It is sent to browsers as this function's source text, so it uses nothing but its two
 * arguments and the browser's globals (Response, URL).
 *
 * - Only two kinds of answer are ever cached: the build's hashed files under /assets/ (cache first: they never change)
 *   and pages of the app shell (network first; the cached copy only when the network is down), kept without the
 *   first-screen answers in them. Everything else, above all the calls (/wps/, /lgw/, /api/ ...) with balances and
 *   bets, goes to the network untouched: no answer with money is ever served from a cache.
 * - A page never opened here gets the offline page when the network is down: its screen's code was never loaded.
 */
export function serviceWorkerMain(scope: WorkerScope, config: ServiceWorkerConfig) {
  const STATIC = `pwa-static-${config.version}`;
  const ASSETS = `pwa-assets-${config.version}`;
  const PAGES = `pwa-pages-${config.version}`;
  const MAX_PAGES = 40;
  const origin = scope.location.origin;

  const isServerPath = (path: string) => config.serverPaths.some((prefix) => path.startsWith(prefix));
  const isAsset = (url: URL) => url.origin === origin && url.pathname.startsWith('/assets/');
  const isPage = (url: URL) => url.origin === origin && !isServerPath(url.pathname);
  // one entry per screen: the shell is the same for every query string, and a landing token in one is never stored
  const pageKey = (url: URL) => origin + url.pathname;
  const keepable = (response: Response, type?: string) =>
    response.status === 200 &&
    !response.redirected &&
    !/no-store/i.test(response.headers.get('cache-control') ?? '') &&
    (!type || (response.headers.get('content-type') ?? '').startsWith(type));

  /**
   * A page is kept without the first-screen answers the server put in it (FIRST_SCREENS): they are calls' answers, and
   * offline the app must say the connection is down, not draw a screen from a stale status and data.
   */
  const firstScreenAnswers = new RegExp(`<script type="application/json" id="${config.firstScreenElement}">[\\s\\S]*?</script>`);
  async function rememberPage(key: string, response: Response) {
    const html = (await response.text()).replace(firstScreenAnswers, '');
    const pages = await scope.caches.open(PAGES);
    await pages.put(key, new Response(html, { status: response.status, headers: { 'content-type': response.headers.get('content-type') ?? 'text/html; charset=utf-8' } }));
    const keys = await pages.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) await pages.delete(old);
  }

  async function offlineAnswer(url: URL) {
    const page = await (await scope.caches.open(PAGES)).match(pageKey(url), { ignoreVary: true });
    return page ?? (await (await scope.caches.open(STATIC)).match(config.offlinePage, { ignoreVary: true })) ?? Response.error();
  }

  async function navigate(event: FetchEventLike, url: URL) {
    let response: Response;
    try {
      response = (await event.preloadResponse) ?? (await scope.fetch(event.request));
    } catch {
      return offlineAnswer(url);
    }
    if (keepable(response, 'text/html')) event.waitUntil(rememberPage(pageKey(url), response.clone()));
    return response;
  }

  async function cacheFirst(request: Request) {
    const assets = await scope.caches.open(ASSETS);
    const hit = await assets.match(request, { ignoreVary: true });
    if (hit) return hit;
    const response = await scope.fetch(request);
    if (keepable(response)) await assets.put(request, response.clone());
    return response;
  }

  /**
   * The files and the screen a tab loaded before this worker controlled it, and screens reached inside the app (no
   * page load came through here): kept so that a reload there works offline too.
   */
  async function warm(urls: string[]) {
    const assets = await scope.caches.open(ASSETS);
    const pages = await scope.caches.open(PAGES);
    await Promise.all(
      urls.map(async (raw) => {
        const url = new URL(raw, origin);
        if (isAsset(url)) {
          if (await assets.match(url.href, { ignoreVary: true })) return;
          const response = await scope.fetch(url.href);
          if (keepable(response)) await assets.put(url.href, response);
        } else if (isPage(url)) {
          if (await pages.match(pageKey(url), { ignoreVary: true })) return;
          const response = await scope.fetch(pageKey(url), { headers: { accept: 'text/html' } });
          if (keepable(response, 'text/html')) await rememberPage(pageKey(url), response);
        }
      }).map((done) => done.catch(() => undefined)),
    );
  }

  scope.addEventListener('install', (event) => {
    event.waitUntil(
      (async () => {
        await (await scope.caches.open(STATIC)).addAll([config.offlinePage]);
        await (await scope.caches.open(ASSETS)).addAll(config.precache);
        await scope.skipWaiting();
      })(),
    );
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const current = [STATIC, ASSETS, PAGES];
        const names = await scope.caches.keys();
        await Promise.all(names.filter((name) => name.startsWith('pwa-') && !current.includes(name)).map((name) => scope.caches.delete(name)));
        await scope.registration.navigationPreload?.enable();
        await scope.clients.claim();
      })(),
    );
  });

  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== origin) return;
    if (request.mode === 'navigate') {
      if (isPage(url)) event.respondWith(navigate(event, url));
      return;
    }
    if (isAsset(url)) event.respondWith(cacheFirst(request));
    // anything else (every call above all) is not answered here: the browser asks the network as if no worker ran
  });

  scope.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; urls?: unknown } | null;
    if (!data || data.type !== config.cacheUrlsMessage || !Array.isArray(data.urls)) return;
    const urls = data.urls.filter((url): url is string => typeof url === 'string').slice(0, 200);
    event.waitUntil(warm(urls));
  });

  // --- Web Push (issue 31): the server's notifications, shown with the app closed ---

  /** A page of this app to open: a path of this origin, else the start page (a payload never sends a tab elsewhere). */
  const appUrl = (raw: unknown) => {
    try {
      const url = new URL(typeof raw === 'string' ? raw : '/', origin);
      return url.origin === origin ? url.href : `${origin}/`;
    } catch {
      return `${origin}/`;
    }
  };
  const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

  scope.addEventListener('push', (event) => {
    let data: Record<string, unknown> = {};
    try {
      data = (event.data?.json() ?? {}) as Record<string, unknown>;
    } catch {
      data = { body: event.data?.text() };
    }
    // a push the page subscribed with userVisibleOnly must show a notification, whatever it holds
    event.waitUntil(
      scope.registration.showNotification(textOf(data.title) || config.appName, {
        body: textOf(data.body),
        icon: config.notificationIcon,
        badge: config.notificationIcon,
        ...(textOf(data.tag) ? { tag: textOf(data.tag) } : {}),
        data: { url: appUrl(data.url) },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = appUrl((event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(
      (async () => {
        const open = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        // a tab showing that page already: bring it forward; else an open tab of the app goes there; else a new one
        const exact = open.find((client) => client.url === url);
        if (exact) return exact.focus();
        const tab = open.find((client) => client.url.startsWith(origin));
        if (tab?.navigate) {
          try {
            await tab.navigate(url);
            return tab.focus();
          } catch {
            // a tab this worker does not control cannot be navigated: a new window then
          }
        }
        return scope.clients.openWindow(url);
      })(),
    );
  });
}

/** The worker's script: the function above applied to the browser's `self` and this configuration. */
export function serviceWorkerScript(config: Omit<ServiceWorkerConfig, 'version'>, versionSeed: string) {
  const body = serviceWorkerMain.toString();
  const version = createHash('sha256').update(`${body}|${JSON.stringify(config)}|${versionSeed}`).digest('hex').slice(0, 12);
  return { version, source: `'use strict';\n(${body})(self, ${JSON.stringify({ ...config, version })});\n` };
}

/** The shell's own files, as the built index.html names them (entry script, preloaded chunks, styles). */
export function shellAssets(indexTemplate: string | undefined) {
  if (!indexTemplate) return [];
  return [...new Set([...indexTemplate.matchAll(/\b(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((m) => m[1]!))];
}
