import { brandDigits, type BrandConfig, type Language } from '@app/contract/brand';
import type { LaunchGameValue } from '@app/contract/games';
import { isTrialType } from '@app/contract/session';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CallContext } from '../../lib/call-router';
import type { SessionMember } from '../../lib/session-member';
import type { Catalogue } from './catalogue/catalogue';
import { lobbyGameType } from './providers/categories';
import { LAUNCH_IDLE_MS, createLaunch } from './providers/launch-tokens';
import { type ProviderAvailability, providerFor } from './providers/registry';
import { recordLaunch } from './recent';
import { findRoom } from './rooms';

const mismatch = (field: string, message: string) => new AppError('VALIDATION_ERROR', { field, issues: [{ path: field, message }] });

/** How many popular games a GAME_MAINTENANCE answer suggests. */
const SUGGESTIONS = 6;

/** Where launch URLs point: this server as the client reached it, and the brand's first launch CDN as the alternative. */
function origins(own: string, brand: BrandConfig) {
  const cdn = brand.launchGameCDNs[0];
  const alternative = cdn ? (/^https?:\/\//.test(cdn) ? cdn : `https://${cdn}`).replace(/\/+$/, '') : own;
  return { own, alternative };
}

export interface LaunchRequest {
  body: CallContext<'launchGame'>['body'];
  brand: BrandConfig;
  member: SessionMember;
  /** the session token the request came with (the body may repeat it) */
  sessionToken: string | string[] | undefined;
  /** this server as the client reached it: protocol://host */
  ownOrigin: string;
  language: Language;
}

/** The lottery pages a lottery game opens, with the spec's query parameters. */
function lotteryPath(game: { vendorCode: string; accountTypeName: string | null; gameCode: string | null; defaultPlayType: string | null }, language: Language) {
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
  return `${vietnamese ? '/vnlottery' : '/lottery'}${search ? `?${search}` : ''}`;
}

/**
 * Launches a game (or a PvP room) for the member. Checks in this order: the body's identity is this session's, the
 * room, the game and its vendor, the body's game fields, maintenance (with suggestions), trial accounts; then counts
 * the launch and answers the URL of the lottery page or of the provider's game.
 */
export async function launchGame(db: Db, catalogue: Catalogue, available: ProviderAvailability, input: LaunchRequest): Promise<LaunchGameValue> {
  const { body, brand, member, language } = input;
  // the spec's body repeats the session's identity: it must be this session's
  if (body.username !== undefined && body.username.toLowerCase() !== member.username.toLowerCase()) throw mismatch('username', 'not the logged-in member');
  if (body.merchantCode !== undefined && body.merchantCode !== brand.merchantCode) throw mismatch('merchantCode', 'not this site');
  if (body.token !== undefined && body.token !== input.sessionToken) throw mismatch('token', 'not this session');

  let roomId: number | null = null;
  let nodeId = body.nodeId;
  let roomMaintenance = false;
  if (body.roomId !== undefined) {
    const room = await findRoom(db, body.roomId);
    if (!room) throw new AppError('GAME_NOT_FOUND', { roomId: body.roomId });
    if (nodeId !== undefined && nodeId !== room.gameId) throw mismatch('nodeId', 'not the game of this room');
    roomId = room.id;
    nodeId = room.gameId;
    roomMaintenance = room.maintenance;
  }
  const game = await catalogue.byId(nodeId!);
  // the brand's view: a provider or game it switched off does not exist for its players; its windows are maintenance
  const vendor = game && (await catalogue.vendors(brand.id)).byCode.get(game.vendorCode);
  if (!game || !vendor || !vendor.enabled || (await catalogue.hiddenFor(brand.id, game.id))) throw new AppError('GAME_NOT_FOUND', { nodeId });
  if (body.gameId !== undefined && body.gameId !== game.externalId) throw mismatch('gameId', 'not the vendor id of this game');
  if (body.vassalage !== undefined && body.vassalage !== game.vendorCode) throw mismatch('vassalage', 'not the vendor of this game');
  if (game.isGame === 'VASSALAGE') throw new AppError('NOT_LAUNCHABLE', { reason: 'VENDOR_TILE', vassalage: game.vendorCode });

  const gameType = lobbyGameType(game.vendorCode, game.gameType);
  if (game.maintenance || vendor.maintenance || roomMaintenance) {
    const digits = brandDigits(brand);
    let suggestions = await catalogue.popular({ gameType, excludeId: game.id }, SUGGESTIONS, digits, member.id, brand.id);
    if (suggestions.length < SUGGESTIONS) suggestions = await catalogue.popular({ excludeId: game.id }, SUGGESTIONS, digits, member.id, brand.id);
    throw new AppError('GAME_MAINTENANCE', { nodeId: game.id, suggestions, maintenanceUntil: vendor.maintenanceUntil ?? null });
  }
  // trial accounts play our own games with play money; real-money vendors need a real account
  const trial = isTrialType(member.type);
  if (trial && vendor.provider !== 'inhouse') throw new AppError('TRIAL_ACCOUNT');

  const now = new Date();
  await recordLaunch(db, member.id, game.id, now);

  const { own, alternative } = origins(input.ownOrigin, brand);
  const answer = (path: string, expiresAt: Date, demo: boolean): LaunchGameValue => ({
    game_url: own + path,
    game_url2: alternative + path,
    nodeId: game.id,
    vassalage: game.vendorCode,
    gameType,
    demo,
    expiresAt: expiresAt.getTime(),
  });

  // lottery games open our lottery pages
  if (vendor.provider === 'lottery') return answer(lotteryPath(game, language), new Date(now.getTime() + LAUNCH_IDLE_MS), false);
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
    game: { nodeId: game.id, vendor: game.vendorCode, gameType, externalId: game.externalId, gameName: game.name, rtpBp: game.rtpBp },
    token,
    language,
    roomId,
  });
  return answer(path, expiresAt, trial);
}
