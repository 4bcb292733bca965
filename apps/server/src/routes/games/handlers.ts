import { GAME_CATEGORY_ROUTES } from '@app/contract/constants';
import type { Language } from '@app/contract/brand';
import type { GameType } from '@app/contract/system';
import { minorToMajor } from '@app/contract/wallet';
import { type SQL, and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favoriteGames, gameWins, games, pvpRooms, recentGames } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CallHandlers } from '../../lib/call-router';
import { lobbyGameType } from '../../modules/games/providers/categories';
import { requireMember, requireRealAccount } from '../../lib/roles';
import { type Catalogue, createCatalogue, gameColumns } from './catalogue';
import { inhouseHandlers } from '../inhouse/handlers';
import { launchHandlers } from './launch';
import type { ProviderAvailability } from '../../modules/games/providers/registry';

/** A member keeps at most this many favourites. */
export const MAX_FAVORITES = 500;

const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);
const toMinor = (major: number) => Math.round(major * 100);

const announcementText = {
  newVendor: {
    EN: (name: string, count: number) => ({ title: `New provider: ${name}`, content: `${count} games from ${name} are now in the lobby.` }),
    TY: (name: string, count: number) => ({ title: `Bagong provider: ${name}`, content: `${count} laro mula sa ${name} ay nasa lobby na.` }),
  },
  newGame: {
    EN: (game: string, vendor: string) => ({ title: `New game: ${game}`, content: `Play ${game} by ${vendor} now.` }),
    TY: (game: string, vendor: string) => ({ title: `Bagong laro: ${game}`, content: `Laruin na ang ${game} ng ${vendor}.` }),
  },
} satisfies Record<string, Record<Language, unknown>>;

/** Players shown in a room move by the minute (deterministic per room), so the room list looks alive without a game server. */
function roomPlayers(roomId: number, base: number, seats: number, now = Date.now()) {
  const wobble = ((Math.floor(now / 60_000) + roomId * 7) % 3) - 1;
  return Math.max(0, Math.min(seats, base + wobble));
}

/** The games calls: catalogue, favourites, recents, rooms, launch, and the in-house games' calls. */
export function gameHandlers(db: Db, available: ProviderAvailability, catalogue: Catalogue = createCatalogue(db)): CallHandlers {
  /** The member's favourites with their games, newest first, optionally one category. */
  function favoriteWhere(memberId: number, gameType?: GameType) {
    const where: SQL[] = [eq(favoriteGames.memberId, memberId)];
    if (gameType) where.push(catalogue.categoryCondition(gameType));
    return and(...where);
  }

  return {
    gameList: ({ query, member }) =>
      catalogue.list(
        {
          gameType: query.gameType,
          vassalage: query.vassalage,
          gameClassify: query.gameClassify,
          minBetMinor: query.minBet === undefined ? undefined : toMinor(query.minBet),
          keyword: query.keyword || undefined,
        },
        { pageNo: query.pageNo, pageSize: query.pageSize },
        member?.id,
      ),

    hotGames: async ({ query, member }) => ({
      list: await catalogue.hot({ gameType: query.gameType, vassalage: query.vassalage }, query.count, member?.id),
    }),

    popularGames: async ({ query, member }) => ({
      // a lottery prize mode asks for the popular lottery games
      list: await catalogue.popular({ gameType: query.prizeMode ? 'ELOTT' : query.gameType }, query.count, member?.id),
    }),

    vassalageGameTypes: async ({ query }) => {
      const where: SQL[] = [eq(games.vendorCode, query.vassalage), eq(games.isGame, 'GAME')];
      if (query.gameType) where.push(catalogue.categoryCondition(query.gameType));
      const rows = await db
        .select({ gameClassify: games.gameClassify, count: sql<number>`count(*)::int` })
        .from(games)
        .where(and(...where))
        .groupBy(games.gameClassify)
        .orderBy(desc(sql`count(*)`), asc(games.gameClassify));
      return { vassalage: query.vassalage, list: rows };
    },

    newGameVendor: async ({ query }) => {
      const { list } = await catalogue.vendors();
      return {
        list: list.filter((v) => v.enabled && v.isNew && (!query.gameType || v.gameType === query.gameType)).map(catalogue.vendorCard),
      };
    },

    vendorList: async ({ query }) => {
      const { list } = await catalogue.vendors();
      const lanes = GAME_CATEGORY_ROUTES.filter((c) => !query.gameType || c.gameType === query.gameType)
        .map(({ gameType }) => ({
          gameType,
          title: `in_category_${gameType.toLowerCase()}`,
          vendors: list.filter((v) => v.enabled && v.gameType === gameType).map(catalogue.vendorCard),
        }))
        .filter((lane) => lane.vendors.length > 0);
      return { data: { lanes } };
    },

    gameAnnouncements: async ({ query, language }) => {
      const lang: Language = query.language ?? language;
      const { list, byCode } = await catalogue.vendors();
      const vendors = list.filter((v) => v.enabled && v.isNew && (!query.gameType || v.gameType === query.gameType));
      const where: SQL[] = [eq(games.isNew, true), eq(games.isGame, 'GAME')];
      if (query.gameType) where.push(catalogue.categoryCondition(query.gameType));
      const newest = await db
        .select({ id: games.id, name: games.name, vendorCode: games.vendorCode, releasedAt: games.releasedAt })
        .from(games)
        .where(and(...where))
        .orderBy(desc(games.releasedAt), asc(games.id))
        .limit(6);
      const now = Date.now();
      return {
        promotion: [
          ...vendors.map((v) => ({ id: `vendor:${v.code}`, ...announcementText.newVendor[lang](v.name, v.gameCount), vassalage: v.code, nodeId: null, timestamp: now })),
          ...newest.map((g) => ({
            id: `game:${g.id}`,
            ...announcementText.newGame[lang](g.name, byCode.get(g.vendorCode)?.name ?? g.vendorCode),
            vassalage: g.vendorCode,
            nodeId: g.id,
            timestamp: g.releasedAt.getTime(),
          })),
        ],
      };
    },

    // --- favourites: the call table refuses trial accounts (in_need_true_account) ---
    favoriteGames: async ({ query, member }) => {
      const m = requireMember(member);
      const rows = await db
        .select({ gameId: favoriteGames.gameId })
        .from(favoriteGames)
        .innerJoin(games, eq(games.id, favoriteGames.gameId))
        .where(favoriteWhere(m.id, query.gameType))
        .orderBy(desc(favoriteGames.createdAt));
      return { content: rows.map((r) => r.gameId), totalPages: rows.length ? 1 : 0 };
    },

    favoriteGamesList: async ({ query, member }) => {
      const m = requireMember(member);
      const where = favoriteWhere(m.id, query.gameType);
      const [rows, [count]] = await Promise.all([
        db
          .select(gameColumns)
          .from(favoriteGames)
          .innerJoin(games, eq(games.id, favoriteGames.gameId))
          .where(where)
          .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.gameId))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(favoriteGames).innerJoin(games, eq(games.id, favoriteGames.gameId)).where(where),
      ]);
      const total = count?.n ?? 0;
      const { byCode } = await catalogue.vendors();
      return { content: rows.map((r) => catalogue.toItem(r, byCode.get(r.vendorCode), true)), total, totalPages: totalPages(total, query.pageSize), pageNo: query.pageNo };
    },

    addFavoriteGame: async ({ body, member }) => {
      const m = requireRealAccount(member);
      const game = await catalogue.byId(body.nodeId);
      if (!game || game.isGame !== 'GAME') throw new AppError('GAME_NOT_FOUND', { nodeId: body.nodeId });
      if (body.vendor !== undefined && body.vendor !== game.vendorCode) throw new AppError('VALIDATION_ERROR', { field: 'vendor', issues: [{ path: 'vendor', message: 'not the vendor of this game' }] });
      if (body.gameType !== undefined && body.gameType !== lobbyGameType(game.vendorCode, game.gameType)) {
        throw new AppError('VALIDATION_ERROR', { field: 'gameType', issues: [{ path: 'gameType', message: 'not the category of this game' }] });
      }
      await db.transaction(async (tx) => {
        const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(favoriteGames).where(eq(favoriteGames.memberId, m.id));
        if ((count?.n ?? 0) >= MAX_FAVORITES) {
          const [already] = await tx.select().from(favoriteGames).where(and(eq(favoriteGames.memberId, m.id), eq(favoriteGames.gameId, game.id)));
          if (!already) throw new AppError('FAVORITES_LIMIT', { max: MAX_FAVORITES });
        }
        await tx.insert(favoriteGames).values({ memberId: m.id, gameId: game.id }).onConflictDoNothing();
      });
      return { nodeId: game.id, favorite: true };
    },

    removeFavoriteGame: async ({ body, member }) => {
      const m = requireRealAccount(member);
      // removing what is not there is fine: the toggle's end state is what counts
      await db.delete(favoriteGames).where(and(eq(favoriteGames.memberId, m.id), eq(favoriteGames.gameId, body.nodeId)));
      return { nodeId: body.nodeId, favorite: false };
    },

    recentGames: async ({ query, member }) => {
      const m = requireMember(member);
      const where: SQL[] = [eq(recentGames.memberId, m.id)];
      if (query.gameType) where.push(catalogue.categoryCondition(query.gameType));
      const [rows, [count]] = await Promise.all([
        db
          .select({ ...gameColumns, lastPlayedAt: recentGames.lastPlayedAt, launches: recentGames.launches })
          .from(recentGames)
          .innerJoin(games, eq(games.id, recentGames.gameId))
          .where(and(...where))
          .orderBy(desc(recentGames.lastPlayedAt), desc(recentGames.gameId))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(recentGames).innerJoin(games, eq(games.id, recentGames.gameId)).where(and(...where)),
      ]);
      const items = await catalogue.toItems(rows, m.id);
      const total = count?.n ?? 0;
      return {
        list: items.map((item, i) => ({ ...item, lastPlayedAt: rows[i]!.lastPlayedAt.getTime(), launches: rows[i]!.launches })),
        total,
        totalPages: totalPages(total, query.pageSize),
      };
    },

    pvpRooms: async ({ query }) => {
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
            minBet: minorToMajor(room.minBetMinor),
            minBetMinor: room.minBetMinor,
            maxBet: minorToMajor(room.maxBetMinor),
            maxBetMinor: room.maxBetMinor,
            seats: room.seats,
            players,
            status: maintenance ? ('MAINTENANCE' as const) : players >= room.seats ? ('FULL' as const) : ('OPEN' as const),
          };
        }),
        total,
        totalPages: totalPages(total, query.pageSize),
      };
    },

    winnerBoard: async ({ query, brand }) => {
      const where: SQL[] = [or(eq(gameWins.brandId, brand.id), isNull(gameWins.brandId))!];
      if (query.gameType) where.push(catalogue.categoryCondition(query.gameType));
      const rows = await db
        .select({ win: gameWins, gameName: games.name, vendorCode: games.vendorCode })
        .from(gameWins)
        .innerJoin(games, eq(games.id, gameWins.gameId))
        .where(and(...where))
        .orderBy(desc(gameWins.wonAt), desc(gameWins.id))
        .limit(query.pageSize);
      return {
        list: rows.map(({ win, gameName, vendorCode }) => ({
          player: win.player,
          gameName,
          nodeId: win.gameId,
          vassalage: vendorCode,
          prize: minorToMajor(win.prizeMinor),
          prizeMinor: win.prizeMinor,
          multiplier: win.multiplierBp === null ? null : win.multiplierBp / 10_000,
          timestamp: win.wonAt.getTime(),
        })),
      };
    },

    ...launchHandlers(db, catalogue, available),
    ...inhouseHandlers(db),
  };
}
