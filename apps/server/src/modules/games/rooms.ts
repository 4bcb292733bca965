import { minorToMajor } from '@app/contract/money';
import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, pvpRooms } from '../../db/schema';
import type { Catalogue } from './catalogue/catalogue';

/** Players shown in a room move by the minute (deterministic per room), so the room list looks alive without a game server. */
function roomPlayers(roomId: number, base: number, seats: number, now = Date.now()) {
  const wobble = ((Math.floor(now / 60_000) + roomId * 7) % 3) - 1;
  return Math.max(0, Math.min(seats, base + wobble));
}

/** One page of the PvP rooms (of a vendor or a game), in lobby order, with their players and status. */
export async function roomPage(db: Db, catalogue: Catalogue, query: { vassalage?: string; nodeId?: number; pageNo: number; pageSize: number }, digits: number) {
  const where: SQL[] = [];
  if (query.vassalage) where.push(eq(pvpRooms.vendorCode, query.vassalage));
  if (query.nodeId) where.push(eq(pvpRooms.gameId, query.nodeId));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [count], { byCode }] = await Promise.all([
    db
      .select({ room: pvpRooms, gameName: games.name, gameMaintenance: games.maintenance })
      .from(pvpRooms)
      .innerJoin(games, eq(games.id, pvpRooms.gameId))
      .where(condition)
      .orderBy(asc(games.sort), asc(pvpRooms.sort), asc(pvpRooms.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(pvpRooms).where(condition),
    catalogue.vendors(),
  ]);
  const total = count?.n ?? 0;
  return {
    list: rows.map(({ room, gameName, gameMaintenance }) => {
      const players = roomPlayers(room.id, room.basePlayers, room.seats);
      const maintenance = room.maintenance || gameMaintenance || (byCode.get(room.vendorCode)?.maintenance ?? false);
      return {
        roomId: room.id,
        nodeId: room.gameId,
        vassalage: room.vendorCode,
        gameName,
        roomName: room.name,
        minBet: minorToMajor(room.minBetMinor, digits),
        minBetMinor: room.minBetMinor,
        maxBet: minorToMajor(room.maxBetMinor, digits),
        maxBetMinor: room.maxBetMinor,
        seats: room.seats,
        players,
        status: maintenance ? ('MAINTENANCE' as const) : players >= room.seats ? ('FULL' as const) : ('OPEN' as const),
      };
    }),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

export async function findRoom(db: Db, roomId: number) {
  const [room] = await db.select().from(pvpRooms).where(eq(pvpRooms.id, roomId));
  return room;
}

/** A room's name, for the vendor's game page. */
export async function roomName(db: Db, roomId: number) {
  const [room] = await db.select({ name: pvpRooms.name }).from(pvpRooms).where(eq(pvpRooms.id, roomId));
  return room?.name ?? null;
}
