import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { gameVendors, gameVendorSettings, games, members } from '../../../db/schema';
import { moneyFormatOf } from '@app/contract/brand';
import { AppError } from '../../../lib/app-error';
import { type BrandLookup, brandById } from '../../../lib/brands';
import { roomName } from '../rooms';
import { lobbyGameType } from './categories';
import { resolveLaunch } from './launch-tokens';
import { sandboxProvider } from './sandbox';
import type { AuthenticateAnswer } from './sandbox-vendor';
import type { GameRef, PlayerRef } from './types';
import { mainBalance } from './wallet';

/*
 * Our seamless wallet's side of the sandbox vendor: the callbacks it makes, checked against the catalogue and the
 * launches, moving money through the sandbox provider.
 */

/** our member id as the vendor knows it (32-bit) */
const playerIdSchema = z.string().regex(/^\d{1,9}$/);
const txIdSchema = z.string().regex(/^[A-Za-z0-9:_-]{1,80}$/);
const amountSchema = z.number().int().min(0).max(100_000_000);
const launchTokenSchema = z.string().min(1).max(128);
/*
 * A callback acts only on the member of a launch: authenticate, balance and debit carry the live launch token;
 * credit and rollback settle the round that member's debit opened (the token may have expired by then), and an
 * early rollback (before its debit) is remembered only with the live launch token.
 */
export const callbackSchemas = {
  authenticate: z.object({ launchToken: launchTokenSchema }),
  balance: z.object({ playerId: playerIdSchema, launchToken: launchTokenSchema }),
  debit: z.object({ playerId: playerIdSchema, launchToken: launchTokenSchema, txId: txIdSchema, roundId: txIdSchema, gameId: z.string().max(64), amount: amountSchema.min(1) }),
  credit: z.object({ playerId: playerIdSchema, txId: txIdSchema, roundId: txIdSchema, gameId: z.string().max(64), amount: amountSchema }),
  rollback: z.object({ playerId: playerIdSchema, txId: txIdSchema, refTxId: txIdSchema, roundId: txIdSchema, gameId: z.string().max(64), launchToken: launchTokenSchema.optional() }),
};
export type CallbackAction = keyof typeof callbackSchemas;

/** @param brands the brand files: a player's amounts are in the currency of the player's brand */
export function sandboxCallbacks(db: Db, brands: BrandLookup) {
  const wallet = sandboxProvider(db);

  /** The vendor's game and the player, checked against the catalogue: the vendor only moves money for its own games. */
  async function context(vendor: string, gameId: string, playerId: string) {
    const [game] = await db
      .select({ id: games.id, name: games.name, gameType: games.gameType, rtpBp: games.rtpBp, provider: gameVendorSettings.provider })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .leftJoin(gameVendorSettings, eq(gameVendorSettings.vendorId, games.vendorId))
      .where(and(eq(games.vendorCode, vendor), eq(games.externalId, gameId)));
    if (!game || (game.provider ?? 'sandbox') !== 'sandbox') throw new AppError('GAME_NOT_FOUND', { vassalage: vendor, gameId });
    const [member] = await db.select({ id: members.id, brandId: members.brandId }).from(members).where(eq(members.id, Number(playerId)));
    if (!member) throw new AppError('NOT_FOUND', { playerId });
    const ref: GameRef = { nodeId: game.id, vendor, gameType: lobbyGameType(vendor, game.gameType), externalId: gameId, gameName: game.name, rtpBp: game.rtpBp };
    const player: PlayerRef = { memberId: member.id, brandId: member.brandId, demo: false };
    return { game: ref, player };
  }

  /** The live launch of a token at this vendor, for this player and game when given; null otherwise. */
  async function vendorLaunch(vendor: string, launchToken: string, expected: { playerId?: string; gameId?: string } = {}) {
    const launch = await resolveLaunch(db, launchToken);
    if (!launch || launch.provider !== 'sandbox' || launch.game.vendor !== vendor) return null;
    if (expected.playerId !== undefined && String(launch.player.memberId) !== expected.playerId) return null;
    if (expected.gameId !== undefined && launch.game.externalId !== expected.gameId) return null;
    return launch;
  }
  async function requireVendorLaunch(...args: Parameters<typeof vendorLaunch>) {
    const launch = await vendorLaunch(...args);
    if (!launch) throw new AppError('GAME_SESSION_INVALID');
    return launch;
  }

  /** Answers one callback whose body its schema already parsed. */
  return async function handleCallback(vendor: string, action: CallbackAction, body: unknown) {
    switch (action) {
      case 'authenticate': {
        const input = body as z.infer<typeof callbackSchemas.authenticate>;
        const launch = await requireVendorLaunch(vendor, input.launchToken);
        const room = launch.roomId ? await roomName(db, launch.roomId) : null;
        const money = moneyFormatOf(brandById(brands, launch.player.brandId));
        return {
          playerId: String(launch.player.memberId),
          nickname: launch.player.nickname,
          currencySymbol: money.symbol,
          currencyDigits: money.digits,
          balanceMinor: await mainBalance(db, launch.player.memberId),
          gameId: launch.game.externalId,
          gameName: launch.game.gameName,
          minBetMinor: launch.game.minBetMinor,
          roomName: room,
        } satisfies AuthenticateAnswer;
      }
      case 'balance': {
        const input = body as z.infer<typeof callbackSchemas.balance>;
        const launch = await requireVendorLaunch(vendor, input.launchToken, { playerId: input.playerId });
        return { balanceMinor: await mainBalance(db, launch.player.memberId) };
      }
      case 'debit': {
        const input = body as z.infer<typeof callbackSchemas.debit>;
        // a stake needs the live game session of that player and game
        const launch = await requireVendorLaunch(vendor, input.launchToken, { playerId: input.playerId, gameId: input.gameId });
        // no new stakes while the game is under maintenance (credits and rollbacks of running rounds still settle)
        if (launch.maintenance) throw new AppError('GAME_MAINTENANCE', { nodeId: launch.game.nodeId, suggestions: [] });
        const { game, player } = await context(vendor, input.gameId, input.playerId);
        return wallet.debit({ game, player, txId: input.txId, roundId: input.roundId, amountMinor: input.amount });
      }
      case 'credit': {
        const input = body as z.infer<typeof callbackSchemas.credit>;
        const { game, player } = await context(vendor, input.gameId, input.playerId);
        return wallet.credit({ game, player, txId: input.txId, roundId: input.roundId, amountMinor: input.amount });
      }
      case 'rollback': {
        const input = body as z.infer<typeof callbackSchemas.rollback>;
        const { game, player } = await context(vendor, input.gameId, input.playerId);
        const liveLaunch = input.launchToken !== undefined && (await vendorLaunch(vendor, input.launchToken, { playerId: input.playerId, gameId: input.gameId })) !== null;
        return wallet.rollback({ game, player, txId: input.txId, refTxId: input.refTxId, roundId: input.roundId, liveLaunch });
      }
    }
  };
}
