import { gameRoomId, LOBBY_ROOM } from '@app/contract/chat';
import type { BrandConfig } from '@app/contract/brand';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteryGames } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export interface RoomInfo {
  roomId: string;
  kind: 'lobby' | 'game';
  gameCode: string | null;
  name: string | null;
}

/** A brand's rooms: the lobby, then one room per enabled lottery game (players talk about its draws). */
export async function chatRoomsOf(db: Db): Promise<RoomInfo[]> {
  const games = await db
    .select({ code: lotteryGames.code, name: lotteryGames.name })
    .from(lotteryGames)
    .where(eq(lotteryGames.enabled, true))
    .orderBy(asc(lotteryGames.sort), asc(lotteryGames.code));
  return [
    { roomId: LOBBY_ROOM, kind: 'lobby', gameCode: null, name: null },
    ...games.map((g) => ({ roomId: gameRoomId(g.code), kind: 'game' as const, gameCode: g.code, name: g.name })),
  ];
}

/** Refuses a room the brand does not have (NOT_FOUND { roomId }). */
export async function requireRoom(db: Db, roomId: string) {
  if (roomId === LOBBY_ROOM) return;
  const code = roomId.slice('game-'.length);
  const [game] = await db.select({ code: lotteryGames.code }).from(lotteryGames).where(eq(lotteryGames.code, code));
  if (!game || !roomId.startsWith('game-')) throw new AppError('NOT_FOUND', { roomId });
}

/** The chat room is for brands with CBS3 on (OPERATION_NOT_ALLOWED otherwise). */
export function requireChatEnabled(brand: BrandConfig) {
  if (!brand.flags.CBS3) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'CBS3' });
}
