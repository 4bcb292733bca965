import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderWhole } from '@app/web-kit/prerender-whole';
import { StaticRouter } from 'react-router';
import { homeAliases, lobbyPaths } from './config/paths';
import { AppProvider } from './app/provider';
import { AppRoutes, loadScreenAt } from './app/router';
import { askBootCalls, askFirstScreenData } from './app/first-screen-data';
import { setCallTransport } from './lib/api-client';
import { initI18n, loadLanguage, type PackLanguage } from './lib/i18n';
import { setRenderedUrl } from './lib/page-url';
import { setDrawnForMember } from './features/auth/stores/auth-store';
import { setDrawnNarrow } from './lib/use-media-query';
import { createQueryClient } from './lib/query-client';

/** What the server asks of a first screen: the page's address on the brand's host, and its language. */
export interface FirstScreenRequest {
  url: URL;
  language: PackLanguage;
  /** drawn for a phone (the server's guess from the user agent) */
  narrow: boolean;
  /** drawn for a signed-in member (the browser's member_layout cookie): the header holds the bar's place */
  member: boolean;
  /** sends one of the app's calls to the server itself (in-process), as the brand's host */
  send: (url: string, init: RequestInit) => Promise<Response>;
  /**
   * The screen's markup too, or only the answers it is drawn with: the page then carries them and the browser draws
   * the screen itself, without a round trip for its data and without hydrating
   */
  markup: boolean;
}

export interface RenderedFirstScreen {
  /** the app's markup for #root ('' when only the answers were asked for) */
  html: string;
  /** the answers it was drawn with, for the browser's query cache (it hydrates with exactly these) */
  state: DehydratedState;
}

/**
 * The routes a visit starts on, whose first screens the server renders: home, the game lobbies, the lotteries, the
 * registration and the promotions. The others (a member's pages, games in play) start from the boot frame.
 */
const renderedPaths = new Set<string>([...homeAliases, ...lobbyPaths, '/elott', '/lottery', '/vnlottery', '/register', '/register.html', '/promotions']);
export const rendersFirstScreen = (pathname: string) => renderedPaths.has(pathname);

let i18nStarted: Promise<unknown> | undefined;
/** one render at a time: the app's call transport, session and texts are module state, shared by a render's calls */
let queue: Promise<unknown> = Promise.resolve();

/**
 * A route's first screen as a visitor sees it, rendered on the server: the boot calls and the screen's own prefetch
 * (the same functions and query keys the browser's boot uses), then the whole tree with its lazy screen resolved. A
 * member's own figures are not in it: the server renders for a visitor, so one page serves every visitor of a brand,
 * language and route, and the browser fills a member's part once it has hydrated.
 */
export function renderFirstScreen(request: FirstScreenRequest): Promise<RenderedFirstScreen> {
  const rendered = queue.then(() => render(request));
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function render({ url, language, narrow, member, send, markup }: FirstScreenRequest): Promise<RenderedFirstScreen> {
  setCallTransport((path, init) => send(path, init));
  setRenderedUrl(url);
  setDrawnNarrow(narrow);
  setDrawnForMember(member);
  try {
    return await renderAt(url, language, markup);
  } finally {
    setRenderedUrl(null);
  }
}

async function renderAt(url: URL, language: PackLanguage, markup: boolean): Promise<RenderedFirstScreen> {
  i18nStarted ??= initI18n(language);
  await i18nStarted;
  await loadLanguage(language);
  const queryClient = createQueryClient();
  const { siteKnown, frameKnown } = askBootCalls(queryClient, url.pathname);
  const [module] = await Promise.all([loadScreenAt(url.pathname), siteKnown, frameKnown]);
  await askFirstScreenData(queryClient, module, url, language, null);
  const tree = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={url.pathname + url.search}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>
  );
  // a part that fails fails the render: the server sends its plain shell instead, and the browser draws the page
  const html = markup ? await prerenderWhole(tree, url.pathname) : '';
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, state };
}
