import type { GameType } from '@app/contract/system';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const positive = (value: string | null) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 100_000) : 1;
};

/** A lobby's state in the URL's query; favorites count only for members. */
export function readLobbyQuery(params: URLSearchParams, gameType: GameType, member: boolean) {
  const vassalage = (params.get('vassalage') ?? '').trim().toUpperCase();
  const keyword = params.get('keyword') ?? '';
  const classify = (params.get('gameClassify') ?? '').toUpperCase();
  const minBet = /^\d{1,6}(\.\d{1,2})?$/.test(params.get('minBet') ?? '') ? params.get('minBet')! : '';
  const favoritesOnly = params.get('favorites') === '1' && member;
  const view: 'rooms' | 'games' = gameType === 'PVP' && params.get('view') === 'rooms' ? 'rooms' : 'games';
  const startPage = positive(params.get('page'));
  const filtering = keyword !== '' || classify !== '' || minBet !== '' || favoritesOnly;
  return { vassalage, keyword, classify, minBet, favoritesOnly, view, startPage, filtering };
}

/**
 * A lobby's state read from the URL's query (gameType, page, vassalage, keyword, gameClassify, minBet, favorites and,
 * for PVP, view), with links and navigation that change some of it. Favorites count only for members.
 */
export function useLobbyQuery(gameType: GameType, route: string, member: boolean) {
  const [params, setParams] = useSearchParams();
  const state = readLobbyQuery(params, gameType, member);

  /** This lobby with some query values changed; any change but the page starts over at page 1. */
  const hrefWith = useCallback(
    (patch: Record<string, string>) => {
      const next = new URLSearchParams(params);
      next.set('gameType', gameType);
      next.set('page', '1');
      if (!next.has('vassalage')) next.set('vassalage', '');
      for (const [key, value] of Object.entries(patch)) {
        if (value || key === 'vassalage') next.set(key, value);
        else next.delete(key);
      }
      return `${route}?${next}`;
    },
    [params, gameType, route],
  );
  const go = (patch: Record<string, string>, replace = false) => setParams(new URLSearchParams(hrefWith(patch).split('?')[1]), { replace });

  return { ...state, hrefWith, go };
}
