import type { BrandConfig, Language } from '@app/contract/brand';
import type { LaunchGameValue } from '@app/contract/games';
import { isTrialType } from '@app/contract/session';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { pvpRooms, recentGames } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CallContext, CallHandlers } from '../../lib/call-router';
import { lobbyGameType } from '../../modules/games/providers/categories';
import { LAUNCH_IDLE_MS, createLaunch } from '../../modules/games/providers/launch-tokens';
import { type ProviderAvailability, providerFor } from '../../modules/games/providers/registry';
import { requireMember } from '../../lib/roles';
import type { Catalogue } from './catalogue';

const mismatch = (field: string, message: string) => new AppError('VALIDATION_ERROR', { field, issues: [{ path: field, message }] });

/** Where launch URLs point: this server as the client reached it, and the brand's first launch CDN as the alternative. */
function origins(request: FastifyRequest, brand: BrandConfig) {
  const own = `${request.protocol}://${request.host}`;
  const cdn = brand.launchGameCDNs[0];
  const alternative = cdn ? (/^https?:\/\//.test(cdn) ? cdn : `https://${cdn}`).replace(/\/+$/, '') : own;
  return { own, alternative };
}

/** How many popular games a GAME_MAINTENANCE answer suggests. */
const SUGGESTIONS = 6;

export function launchHandlers(db: Db, catalogue: Catalogue, available: ProviderAvailability): CallHandlers {
  async function launch(ctx: CallContext<'launchGame'>, language: Language): Promise<LaunchGameValue> {
    const { body, brand, request } = ctx;
    const member = requireMember(ctx.member);
    // the spec's body repeats the session's identity: it must be this session's
    if (body.username !== undefined && body.username.toLowerCase() !== member.username.toLowerCase()) throw mismatch('username', 'not the logged-in member');
    if (body.merchantCode !== undefined && body.merchantCode !== brand.merchantCode) throw mismatch('merchantCode', 'not this site');
    if (body.token !== undefined && body.token !== request.headers.token) throw mismatch('token', 'not this session');

    let roomId: number | null = null;
    let nodeId = body.nodeId;
    let roomMaintenance = false;
    if (body.roomId !== undefined) {
      const [room] = await db.select().from(pvpRooms).where(eq(pvpRooms.id, body.roomId));
      if (!room) throw new AppError('GAME_NOT_FOUND', { roomId: body.roomId });
      if (nodeId !== undefined && nodeId !== room.gameId) throw mismatch('nodeId', 'not the game of this room');
      roomId = room.id;
      nodeId = room.gameId;
      roomMaintenance = room.maintenance;
    }
    const game = await catalogue.byId(nodeId!);
    const vendor = game && (await catalogue.vendors()).byCode.get(game.vendorCode);
    if (!game || !vendor || !vendor.enabled) throw new AppError('GAME_NOT_FOUND', { nodeId });
    if (body.gameId !== undefined && body.gameId !== game.externalId) throw mismatch('gameId', 'not the vendor id of this game');
    if (body.vassalage !== undefined && body.vassalage !== game.vendorCode) throw mismatch('vassalage', 'not the vendor of this game');
    if (game.isGame === 'VASSALAGE') throw new AppError('NOT_LAUNCHABLE', { reason: 'VENDOR_TILE', vassalage: game.vendorCode });

    const gameType = lobbyGameType(game.vendorCode, game.gameType);
    if (game.maintenance || vendor.maintenance || roomMaintenance) {
      let suggestions = await catalogue.popular({ gameType, excludeId: game.id }, SUGGESTIONS, member.id);
      if (suggestions.length < SUGGESTIONS) suggestions = await catalogue.popular({ excludeId: game.id }, SUGGESTIONS, member.id);
      throw new AppError('GAME_MAINTENANCE', { nodeId: game.id, suggestions });
    }
    // trial accounts play our own games with play money; real-money vendors need a real account
    const trial = isTrialType(member.type);
    if (trial && vendor.provider !== 'inhouse') throw new AppError('TRIAL_ACCOUNT');

    const now = new Date();
    await db
      .insert(recentGames)
      .values({ memberId: member.id, gameId: game.id, lastPlayedAt: now, launches: 1 })
      .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { lastPlayedAt: now, launches: sql`${recentGames.launches} + 1` } });

    const { own, alternative } = origins(request, brand);
    const answer = (path: string, expiresAt: Date, demo: boolean): LaunchGameValue => ({
      game_url: own + path,
      game_url2: alternative + path,
      nodeId: game.id,
      vassalage: game.vendorCode,
      gameType,
      demo,
      expiresAt: expiresAt.getTime(),
    });

    if (vendor.provider === 'lottery') {
      // lottery games open our lottery pages (the lottery issue builds them) with the spec's query parameters
      const query = new URLSearchParams();
      const vietnamese = game.vendorCode === 'TCG_LOTTO_VN';
      if (game.accountTypeName) {
        // the special lottery account type (seed LOTTERY_WINDOW_ENTRIES): the lottery lobby, for the external window
        // the client opens; the URL lotteryLaunch gives for lottoView lobby, in the launch's language
        query.set('language', language);
      } else {
        if (game.gameCode) query.set('gameCode', game.gameCode);
        if (!vietnamese && game.defaultPlayType) query.set('playType', game.defaultPlayType);
      }
      const search = query.toString();
      const path = `${vietnamese ? '/vnlottery' : '/lottery'}${search ? `?${search}` : ''}`;
      return answer(path, new Date(now.getTime() + LAUNCH_IDLE_MS), false);
    }
    const provider = providerFor(db, vendor.provider, available);
    if (!provider) throw new AppError('NOT_LAUNCHABLE', { reason: 'NO_PROVIDER', vassalage: vendor.code });
    const { token, expiresAt } = await createLaunch(db, {
      memberId: member.id,
      sessionId: member.sessionId,
      brandId: brand.id,
      gameId: game.id,
      roomId,
      provider: provider.id,
      demo: trial,
      language,
    });
    const path = provider.launchPath({
      game: { nodeId: game.id, vendor: game.vendorCode, gameType, externalId: game.externalId, gameName: game.name },
      token,
      language,
      roomId,
    });
    return answer(path, expiresAt, trial);
  }

  return {
    // v1: the body's language, else the request's (Language header or the brand default)
    launchGame: (ctx) => launch(ctx, ctx.body.language ?? ctx.language),
    // v2: the Language header decides
    launchGameV2: (ctx) => launch(ctx as unknown as CallContext<'launchGame'>, ctx.language),
  };
}
