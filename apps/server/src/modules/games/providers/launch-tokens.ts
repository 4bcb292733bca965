import type { Language } from '@app/contract/brand';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gameLaunches, gameVendorSettings, games, members, rgMemberState, sessions } from '../../../db/schema';
import { randomToken, sha256Hex } from '../../../lib/tokens';
import { closeSessionPastLimit } from '../../responsible-gaming/blocks';
import { runningBlock, sessionPlayEndsAt } from '../../responsible-gaming/state';
import { lobbyGameType } from './categories';
import type { GameRef, PlayerRef, ProviderId } from './types';

/** A launch token must be opened (and then used) within this; each use extends it, up to the absolute limit. */
export const LAUNCH_IDLE_MS = 30 * 60_000;
export const LAUNCH_ABSOLUTE_MS = 12 * 3600_000;
/** expires_at is written at most this often */
const TOUCH_MS = 60_000;

export interface LaunchInput {
  memberId: number;
  sessionId: number;
  brandId: string;
  gameId: number;
  roomId: number | null;
  provider: ProviderId;
  demo: boolean;
  language: Language;
}

/** Expired launches are deleted as new ones are made, at most this often per process. */
const CLEANUP_EVERY_MS = 60_000;
let lastCleanup = 0;

/** A random launch token bound to the member, the login session and the game; only its hash is stored. */
export async function createLaunch(db: Db, input: LaunchInput) {
  const token = randomToken(32);
  const now = Date.now();
  if (now - lastCleanup > CLEANUP_EVERY_MS) {
    lastCleanup = now;
    await db.delete(gameLaunches).where(lt(gameLaunches.expiresAt, new Date(now - 3600_000)));
  }
  const expiresAt = new Date(now + LAUNCH_IDLE_MS);
  await db.insert(gameLaunches).values({ ...input, tokenHash: sha256Hex(token), createdAt: new Date(now), expiresAt });
  return { token, expiresAt };
}

export interface ResolvedLaunch {
  launchId: number;
  player: PlayerRef & { username: string; nickname: string };
  game: GameRef & { minBetMinor: number };
  roomId: number | null;
  provider: ProviderId;
  language: Language;
  /** the game or its vendor went under maintenance since the launch: no new stakes */
  maintenance: boolean;
}

/**
 * The launch of a token, or null when it is unknown, expired, or its login session was revoked or ended
 * (logging out ends the game sessions it opened), or the session's play time ran out under the member's session time
 * limit (which ends the login session too). Using a token extends it.
 */
export async function resolveLaunch(db: Db, token: string): Promise<ResolvedLaunch | null> {
  if (!token || token.length > 128) return null;
  const now = new Date();
  const [row] = await db
    .select({
      launch: gameLaunches,
      username: members.username,
      nickname: members.nickname,
      gameName: games.name,
      vendorCode: games.vendorCode,
      gameType: games.gameType,
      externalId: games.externalId,
      minBetMinor: games.minBetMinor,
      rtpBp: games.rtpBp,
      gameMaintenance: games.maintenance,
      vendorMaintenance: gameVendorSettings.maintenance,
      sessionCreatedAt: sessions.createdAt,
      // drizzle reads a left-joined object as absent when its first field is null: the key column goes first
      rgState: { memberId: rgMemberState.memberId, blockKind: rgMemberState.blockKind, blockUntil: rgMemberState.blockUntil, blockAllBrands: rgMemberState.blockAllBrands, sessionLimitMinutes: rgMemberState.sessionLimitMinutes },
    })
    .from(gameLaunches)
    .innerJoin(sessions, eq(sessions.id, gameLaunches.sessionId))
    .innerJoin(members, eq(members.id, gameLaunches.memberId))
    .innerJoin(games, eq(games.id, gameLaunches.gameId))
    .leftJoin(gameVendorSettings, eq(gameVendorSettings.vendorId, games.vendorId))
    .leftJoin(rgMemberState, eq(rgMemberState.memberId, gameLaunches.memberId))
    .where(and(eq(gameLaunches.tokenHash, sha256Hex(token)), gt(gameLaunches.expiresAt, now), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  if (!row) return null;
  const { launch, rgState } = row;
  const playEndsAt = rgState ? sessionPlayEndsAt(row.sessionCreatedAt, rgState.blockUntil, rgState.sessionLimitMinutes) : null;
  // a running block is refused by the money paths (guardMoney); a spent session time ends the login session here
  if (playEndsAt !== null && playEndsAt <= now.getTime() && !runningBlock(rgState, now)) {
    await closeSessionPastLimit(db, { memberId: launch.memberId, brandId: launch.brandId, sessionId: launch.sessionId }, now);
    return null;
  }
  const extended = Math.min(now.getTime() + LAUNCH_IDLE_MS, launch.createdAt.getTime() + LAUNCH_ABSOLUTE_MS);
  if (extended - launch.expiresAt.getTime() > TOUCH_MS) {
    await db.update(gameLaunches).set({ expiresAt: new Date(extended) }).where(eq(gameLaunches.id, launch.id));
  }
  return {
    launchId: launch.id,
    player: { memberId: launch.memberId, brandId: launch.brandId, demo: launch.demo, username: row.username, nickname: row.nickname },
    game: {
      nodeId: launch.gameId,
      vendor: row.vendorCode,
      gameType: lobbyGameType(row.vendorCode, row.gameType),
      externalId: row.externalId,
      gameName: row.gameName,
      minBetMinor: row.minBetMinor,
      rtpBp: row.rtpBp,
    },
    roomId: launch.roomId,
    provider: launch.provider as ProviderId,
    language: launch.language as Language,
    maintenance: row.gameMaintenance || (row.vendorMaintenance ?? false),
  };
}
