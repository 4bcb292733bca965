/**
 * First screens from the server (issue 34). The web build's server entry (apps/web/dist-ssr/entry-server.js) makes the
 * boot calls and the route's prefetch a visitor's browser makes, and the page arrives with their answers (FIRST_SCREENS
 * =data: the app draws its first screen at once, without those round trips) or with the screen drawn with them too
 * (render: the app hydrates it instead of building it). The calls go to this server itself, in-process
 * (`app.inject`), as the visitor: from its address (its region decides the site's status and the brand's answers) and
 * on the brand's host.
 *
 * A page holds nothing of a member (the server asks as a visitor) nor the visitor's address, so it is cached per brand,
 * host, language, region, layout when drawn (a phone's or a wide screen's, guessed from the user agent; a member's
 * header or a visitor's) and route for PAGE_TTL_MS, and dropped at once when the brand's content changes: the broadcast
 * channel's notice event (announcements, promotions) and catalogue event (games, vendors and the brand's settings of
 * them, migration 0070), and a new brand object (the back office changed its banners or texts). Each request still
 * asks the site's status as the visitor: under maintenance or in a restricted region the page goes out as the plain
 * shell, which shows those screens.
 */
import type { BrandConfig, Language } from '@app/contract/brand';
import { FIRST_SCREEN_ELEMENT_ID, MEMBER_LAYOUT_COOKIE } from '@app/contract/first-screens';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { ShellEncoding } from './index-html';

/** what apps/web/src/entry-server.tsx exports */
interface ServerEntry {
  renderFirstScreen(request: {
    url: URL;
    language: Language;
    narrow: boolean;
    member: boolean;
    send: (url: string, init: RequestInit) => Promise<Response>;
    markup: boolean;
  }): Promise<{ html: string; state: unknown }>;
  rendersFirstScreen(pathname: string): boolean;
}

/** A rendered page stays this long unless its brand's content changes first. */
export const PAGE_TTL_MS = 30_000;
/** pages kept at most (the oldest go first): routes with query strings are many */
const MAX_PAGES = 400;

interface CachedPage {
  html: string;
  /** the brand as the page was drawn for it: the registry makes a new object when its settings change */
  brand: BrandConfig;
  expires: number;
  compressed: Map<Exclude<ShellEncoding, null>, Buffer>;
}

/**
 * A page as served: its body and a Server-Timing value saying whether it was rendered for this request (and how long
 * that took) or came from the cache, which the bench reads (render time, cache hit rate) and browsers' tools show.
 */
export interface FirstScreenPage {
  body: string | Buffer;
  timing: string;
}

export interface FirstScreenStats {
  renders: number;
  hits: number;
  renderMs: number[];
}

/** The site's status as one visitor sees it (the status call's answer). */
interface VisitorStatus {
  status: number;
  location?: { country?: string };
}

/** A CSS module class as the build names it (`_name_hash_line`), with its file's hash captured. */
const MODULE_CLASS = '_[A-Za-z][\\w-]*?_([a-z0-9]{5})_\\d+';

/** Every CSS module class the build wrote (`_name_hash_line`), by its file's hash: the stylesheets a page's markup needs. */
function stylesheetsByModuleHash(webDist: string, entryStyles: Set<string>) {
  const byHash = new Map<string, Set<string>>();
  const assets = join(webDist, 'assets');
  if (!existsSync(assets)) return byHash;
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.css'))) {
    const href = `/assets/${file}`;
    if (entryStyles.has(href)) continue;
    for (const [, hash] of readFileSync(join(assets, file), 'utf8').matchAll(new RegExp(`\\.${MODULE_CLASS}`, 'g'))) {
      const files = byHash.get(hash!) ?? new Set<string>();
      files.add(href);
      byHash.set(hash!, files);
    }
  }
  return byHash;
}

/** The stylesheets the page links already (the entry's), which a rendered screen does not link again. */
const linkedStyles = (template: string) => new Set([...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) => href!));

/** The server's guess of a phone's layout (the app's narrow one): phones' browsers name themselves Mobile. */
const isPhone = (userAgent: string | undefined) => /Mobi|iPhone|Android.+Mobile/i.test(userAgent ?? '');

/**
 * Whether the browser says a member is signed in (the web app's member_layout cookie; it carries no session and is
 * trusted for nothing but the header's layout): the header then holds the logged-in bar's place, not the buttons.
 */
const memberLayoutSet = new RegExp(`(?:^|;\\s*)${MEMBER_LAYOUT_COOKIE}=1(?:;|$)`);
const signedIn = (cookie: string | undefined) => memberLayoutSet.test(cookie ?? '');

/** The layout a page is drawn in: a phone's or a wide screen's, a member's header or a visitor's. */
interface Layout {
  narrow: boolean;
  member: boolean;
}

/** A clear layer over the page until it hydrates (the web app takes it away, main.tsx). */
const HYDRATION_GUARD = '<div id="hydration-guard" style="position:fixed;inset:0;z-index:2147483647" aria-hidden="true"></div>';

/**
 * The element the web app reads the first screen's answers from (main.tsx): JSON with `<` escaped, so no text in it can
 * close the element. `drawn` says whether #root holds the screen drawn with them (to hydrate) or the boot frame.
 */
const firstScreenJson = (value: { path: string; language: Language; drawn: boolean; state: unknown } & Partial<Layout>) =>
  `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${JSON.stringify(value, withoutVisitorAddress).replace(/</g, '\\u003c')}</script>`;

/**
 * The status and brand answers name the visitor's address (`location.ip`, which the restricted region's screen shows):
 * a page is cached for every visitor of its country, so the one it was made for is not named in it.
 */
function withoutVisitorAddress(key: string, value: unknown) {
  return key === 'location' && value && typeof value === 'object' && 'ip' in value ? { ...value, ip: '' } : value;
}

/**
 * React writes an image preload for every `<img>` it renders; the page preloads its one largest picture itself (the
 * first banner, with high priority), and the others would take its bandwidth.
 */
const withoutImagePreloads = (html: string) => html.replace(/<link rel="preload" as="image"[^>]*\/>/g, '');

export async function loadFirstScreens(webDist: string, template: string, log: { warn(obj: object, msg: string): void }) {
  const entryFile = join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  // React's server renderer is three times faster in its production build, which NODE_ENV selects
  process.env.NODE_ENV ??= 'production';
  let entry: ServerEntry;
  try {
    entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  } catch (error) {
    // a server entry that cannot load leaves the pages as the plain shell, as without it
    log.warn({ err: error, entryFile }, 'first screens off: the web build’s server entry did not load');
    return null;
  }
  const stylesByHash = stylesheetsByModuleHash(webDist, linkedStyles(template));
  const pages = new Map<string, CachedPage>();
  const stats: FirstScreenStats = { renders: 0, hits: 0, renderMs: [] };

  /** The calls a render makes, answered by this server in-process, as the visitor on the brand's host. */
  const sender = (app: FastifyInstance, request: FastifyRequest) => async (url: string, init: RequestInit) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { ...(init.headers as Record<string, string>), host: request.headers.host ?? '' },
      payload: init.body as string | undefined,
      remoteAddress: request.clientIp,
    });
    return new Response(response.rawPayload, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? '') } });
  };

  const moduleClass = new RegExp(`^${MODULE_CLASS}$`);
  /** The stylesheets of the CSS modules the markup uses, linked in the page's head (no unstyled flash). */
  function stylesheetsOf(html: string) {
    const hrefs = new Set<string>();
    for (const [, classes] of html.matchAll(/class="([^"]+)"/g))
      for (const name of classes!.split(' ')) {
        const hash = moduleClass.exec(name)?.[1];
        if (hash) for (const href of stylesByHash.get(hash) ?? []) hrefs.add(href);
      }
    return [...hrefs].map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  }

  async function visitorStatus(app: FastifyInstance, request: FastifyRequest): Promise<VisitorStatus | null> {
    const answer = await sender(app, request)('/wps/system/status', { method: 'GET', headers: { Accept: 'application/json' } });
    const envelope = (await answer.json()) as { success: boolean; value?: VisitorStatus };
    return envelope.success && envelope.value ? envelope.value : null;
  }

  /** The shell with the answers the route's first screen is drawn with, after #root: the browser draws it with them. */
  async function withAnswers(app: FastifyInstance, request: FastifyRequest, shell: string, url: URL, language: Language) {
    // the layout is the browser's to find: nothing is drawn here
    const { state } = await entry.renderFirstScreen({ url, language, narrow: false, member: false, send: sender(app, request), markup: false });
    return shell.replace(/(?=<\/body>)/, () => firstScreenJson({ path: url.pathname + url.search, language, drawn: false, state }));
  }

  async function render(app: FastifyInstance, request: FastifyRequest, shell: string, url: URL, language: Language, layout: Layout) {
    const { html, state } = await entry.renderFirstScreen({ url, language, ...layout, send: sender(app, request), markup: true });
    const markup = withoutImagePreloads(html);
    return shell
      .replace('</head>', `${stylesheetsOf(markup)}</head>`)
      // the boot frame (index.html's #root, the last element of the body) gives way to the screen, under a clear guard
      // until the app has hydrated it: a click before that would do nothing (taking the guard away is one element's
      // layout; an inert root, switched off, restyled the whole page)
      .replace(/<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/, () => `<div id="root" data-first-screen>${markup}</div>${HYDRATION_GUARD}${firstScreenJson({ path: url.pathname + url.search, language, drawn: true, ...layout, state })}`);
  }

  return {
    stats,
    /** Drops a brand's pages (its content changed), or every brand's (null: content all brands show, the games). */
    forget(brandId: string | null) {
      if (brandId === null) return pages.clear();
      for (const key of pages.keys()) if (key.startsWith(`${brandId} `)) pages.delete(key);
    },
    /**
     * The page for a request with its first screen's answers (data) or its first screen rendered too (render), in the
     * given encoding; null where the plain shell should go out (a route without a first screen from the server, a site
     * not open to this visitor, or a render that failed).
     */
    async page(
      app: FastifyInstance,
      request: FastifyRequest,
      brand: BrandConfig,
      shell: string,
      language: Language,
      encoding: ShellEncoding,
      mode: 'data' | 'render',
    ): Promise<FirstScreenPage | null> {
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      if (!entry.rendersFirstScreen(url.pathname) || url.search.length > 200) return null;
      try {
        const status = await visitorStatus(app, request);
        if (!status || status.status !== 0) return null;
        const layout: Layout = { narrow: isPhone(request.headers['user-agent']), member: signedIn(request.headers.cookie) };
        // the answers are the same for every layout
        const drawnFor = mode === 'data' ? 'answers' : `${layout.narrow ? 'phone' : 'wide'} ${layout.member ? 'member' : 'visitor'}`;
        // the brand's answers depend on the host too (the domain check: a host that is no entry of the brand's)
        const key = `${brand.id} ${url.host} ${language} ${status.location?.country ?? ''} ${drawnFor} ${url.pathname}${url.search}`;
        let page = pages.get(key);
        let timing = 'first-screen;desc="cached"';
        if (page && page.expires > Date.now() && page.brand === brand) stats.hits += 1;
        else {
          const started = performance.now();
          const html = mode === 'data' ? await withAnswers(app, request, shell, url, language) : await render(app, request, shell, url, language, layout);
          page = { html, brand, expires: Date.now() + PAGE_TTL_MS, compressed: new Map() };
          const renderMs = performance.now() - started;
          stats.renders += 1;
          stats.renderMs.push(renderMs);
          timing = `first-screen;desc="rendered";dur=${renderMs.toFixed(1)}`;
          pages.delete(key);
          pages.set(key, page);
          if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
        }
        if (!encoding) return { body: page.html, timing };
        let body = page.compressed.get(encoding);
        if (!body) page.compressed.set(encoding, (body = encoding === 'br' ? brotliCompressSync(page.html) : gzipSync(page.html)));
        return { body, timing };
      } catch (error) {
        log.warn({ err: error, path: url.pathname }, 'first screen not rendered: the shell goes out');
        return null;
      }
    },
  };
}

export type FirstScreens = NonNullable<Awaited<ReturnType<typeof loadFirstScreens>>>;
