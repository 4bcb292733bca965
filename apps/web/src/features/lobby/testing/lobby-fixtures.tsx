import type { GameItem, VendorCard } from '@app/contract/games';
import type { GameType } from '@app/contract/system';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { LobbyPage } from '../components/lobby-page';
import { LobbyViewerContext, type LobbyViewer } from '../utils/viewer';

/**
 * A game tile's accessible name: its visible text, the game's name first (the fixtures' games carry no HOT or NEW
 * badge), then vendor and minimum bet or the vendor tile's "see all games": "Game 1", not "Game 10" nor its heart.
 */
export const tileNamed = (gameName: string) => new RegExp(`^${gameName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`);

/** A catalogue entry like the server's. */
export function gameItem(nodeId: number, overrides: Partial<GameItem> = {}): GameItem {
  return {
    nodeId,
    gameId: `pg-${nodeId}`,
    vassalage: 'PG',
    vendorName: 'PG Soft',
    gameType: 'RNG',
    gameClassify: 'VIDEO',
    gameName: `Game ${nodeId}`,
    minBet: 0.2,
    minBetMinor: 20,
    minLineNum: 20,
    gameCode: null,
    defaultPlayType: null,
    accountTypeName: null,
    isGame: 'GAME',
    isHot: false,
    isNew: false,
    maintenance: false,
    rtp: 96.5,
    imageUrl: `/media/game/${nodeId}.svg`,
    isFavorite: false,
    ...overrides,
  };
}

export const vendorCard = (vassalage: string, name: string, gameType: GameType = 'RNG', gameClassify = 'VIDEO'): VendorCard => ({
  vassalage,
  name,
  gameType,
  gameClassify,
  isHot: false,
  isNew: false,
  maintenance: false,
  gameCount: 100,
  logoUrl: `/media/vendor/${vassalage}.svg`,
});

/** A page of the game list: `size` games numbered from (pageNo - 1) x size + 1. */
export function gamePage(pageNo: number, totalPages: number, size = 42, make: (id: number) => GameItem = (id) => gameItem(id)) {
  const list = Array.from({ length: size }, (_, i) => make((pageNo - 1) * size + i + 1));
  return { list, total: totalPages * size, totalPages, pageNo, pageSize: size };
}

type Answer = unknown | ((url: URL, body: unknown) => unknown);
/** A failed call, answered as the server's error envelope. */
export class Refusal {
  constructor(
    readonly code: string,
    readonly message: string,
    readonly value: unknown = null,
  ) {}
}

/** Like testing/api-stub's stubApi, for the lobby's calls: bodies are passed to answers, and a Refusal fails the call. */
export function stubLobbyApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname];
    if (answer === undefined)
      return Response.json({ success: false, code: 'NOT_IMPLEMENTED', message: 'err_not_implemented', value: null }, { status: 501 });
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const value = typeof answer === 'function' ? (answer as (u: URL, b: unknown) => unknown)(url, body) : answer;
    if (value instanceof Refusal) return Response.json({ success: false, code: value.code, message: value.message, value: value.value }, { status: 400 });
    return Response.json({ success: true, code: 'OK', message: 'ok', value });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// the lobby's tests read the calls their stub saw with the app's one helper
export { callsTo } from '@/testing/api-stub';

export const visitor: LobbyViewer = { token: null, trial: false };
export const member: LobbyViewer = { token: 'member-token', trial: false };
export const trial: LobbyViewer = { token: 'trial-token', trial: true };

/** The lobby page of a category at a URL, for a viewer; other paths render a marker with the path. */
export function renderLobby(route: string, viewer: LobbyViewer, gameType: GameType = 'RNG', lobbyRoute = '/rng', queryClient?: QueryClient) {
  const page = (children: ReactNode) => <LobbyViewerContext.Provider value={viewer}>{children}</LobbyViewerContext.Provider>;
  return renderWithApp(null, {
    route,
    queryClient,
    routes: [
      { path: lobbyRoute, element: page(<LobbyPage gameType={gameType} route={lobbyRoute} />) },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
  });
}
