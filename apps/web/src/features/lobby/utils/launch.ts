import type { LaunchGameValue } from '@app/contract/games';
import type { GameType } from '@app/contract/system';
import { withCdn } from '@/lib/cdn';
import { session } from '@/lib/storage';
import type { StoredLaunch } from '../components/game-frame';

/** Hosts of a CDN list as origins (a bare host gets https://). */
export const cdnOrigins = (list: readonly string[]) =>
  list.map((h) => (/^https?:\/\//.test(h) ? h : `https://${h}`).replace(/\/+$/, '')).filter(Boolean);

/** A launch URL with its host swapped for a random launchGameCDNs entry (unchanged when the brand has none). */
export const launchUrl = (url: string, launchCdns: readonly string[], random = Math.random) => withCdn(url, cdnOrigins(launchCdns), random);

/** The lottery pages a lottery launch leads to (the lottery issue's routes): in-app, not in a frame. */
export function lotteryPath(url: string): string | null {
  const parsed = new URL(url, window.location.origin);
  return parsed.pathname === '/lottery' || parsed.pathname === '/vnlottery' ? `${parsed.pathname}${parsed.search}` : null;
}

/**
 * Where a launched game plays. Our decision (the spec names both pages, not which game goes where): live tables,
 * sportsbooks and esports books want the whole screen, so /seamless (bars hidden); slots, fishing, card games and the
 * in-house games play in /game, framed with a back button and the balance.
 */
export const framePath = (gameType: GameType): '/game' | '/seamless' =>
  gameType === 'LIVE' || gameType === 'SPORTS' || gameType === 'ESPORTS' ? '/seamless' : '/game';

/** Keeps the launch for /game and /seamless (the spec's session keys iframeUrl and gameVendor). */
export function storeLaunch(value: LaunchGameValue, game: { gameName: string }, launchCdns: readonly string[], back: string): StoredLaunch {
  const stored: StoredLaunch = {
    url: launchUrl(value.game_url, launchCdns),
    url2: value.game_url2,
    gameName: game.gameName,
    nodeId: value.nodeId,
    vassalage: value.vassalage,
    gameType: value.gameType,
    demo: value.demo,
    back,
  };
  session.set('iframeUrl', JSON.stringify(stored));
  session.set('gameVendor', value.vassalage);
  return stored;
}

