import type { Language } from '@app/contract/brand';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { gameVendors, gameVendorSettings, games, members, pvpRooms } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { errorEnvelope, ok } from '../../lib/call-router';
import { lobbyGameType } from '../../modules/games/providers/categories';
import { resolveLaunch } from '../../modules/games/providers/launch-tokens';
import { sandboxProvider } from '../../modules/games/providers/sandbox';
import { type AuthenticateAnswer, SANDBOX_PAYTABLE, VendorCallError, sandboxVendor, verifySignature } from '../../modules/games/providers/sandbox-vendor';
import type { GameRef, PlayerRef } from '../../modules/games/providers/types';
import { mainBalance } from '../../modules/games/providers/wallet';

/*
 * Two sides of the sandbox vendor:
 * - /wps/seamless/:vendor/:action: our seamless wallet's callbacks, HMAC-signed, as a real vendor would call them;
 * - /sandbox/vendor/...: the vendor's own game page and its API, which reach our wallet only through those callbacks.
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
const callbackSchemas = {
  authenticate: z.object({ launchToken: launchTokenSchema }),
  balance: z.object({ playerId: playerIdSchema, launchToken: launchTokenSchema }),
  debit: z.object({ playerId: playerIdSchema, launchToken: launchTokenSchema, txId: txIdSchema, roundId: txIdSchema, gameId: z.string().max(64), amount: amountSchema.min(1) }),
  credit: z.object({ playerId: playerIdSchema, txId: txIdSchema, roundId: txIdSchema, gameId: z.string().max(64), amount: amountSchema }),
  rollback: z.object({ playerId: playerIdSchema, txId: txIdSchema, refTxId: txIdSchema, roundId: txIdSchema, gameId: z.string().max(64), launchToken: launchTokenSchema.optional() }),
};
type Action = keyof typeof callbackSchemas;

const vendorParam = z.string().regex(/^[A-Z0-9_]{1,24}$/);

export async function sandboxRoutes(app: FastifyInstance, options: { secret: string }) {
  const db = app.database.db;
  const wallet = sandboxProvider(db);

  // --- our wallet's callbacks: the signature covers the raw body, so keep it as text in this plugin ---
  await app.register(async (callbacks) => {
    callbacks.removeContentTypeParser('application/json');
    callbacks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

    callbacks.post<{ Params: { vendor: string; action: string } }>('/wps/seamless/:vendor/:action', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = (name: string) => {
        const v = request.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      if (!verifySignature(options.secret, { timestamp: header('x-vendor-timestamp'), signature: header('x-vendor-signature') }, raw)) {
        throw new AppError('INVALID_SIGNATURE');
      }
      const vendorCode = vendorParam.safeParse(request.params.vendor);
      const action = request.params.action as Action;
      if (!vendorCode.success || !(action in callbackSchemas)) throw new AppError('NOT_FOUND', { path: request.url });
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new AppError('BAD_REQUEST', { reason: 'BAD_JSON' });
      }
      const parsed = callbackSchemas[action].safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError('VALIDATION_ERROR', { field: issue?.path.join('.') ?? 'body', issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
      }
      const value = await handleCallback(vendorCode.data, action, parsed.data);
      return reply.send(ok(value));
    });
  });

  /** The vendor's game and the player, checked against the catalogue: the vendor only moves money for its own games. */
  async function context(vendor: string, gameId: string, playerId: string) {
    const [game] = await db
      .select({ id: games.id, name: games.name, gameType: games.gameType, provider: gameVendorSettings.provider })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .leftJoin(gameVendorSettings, eq(gameVendorSettings.vendorId, games.vendorId))
      .where(and(eq(games.vendorCode, vendor), eq(games.externalId, gameId)));
    if (!game || (game.provider ?? 'sandbox') !== 'sandbox') throw new AppError('GAME_NOT_FOUND', { vassalage: vendor, gameId });
    const [member] = await db.select({ id: members.id, brandId: members.brandId }).from(members).where(eq(members.id, Number(playerId)));
    if (!member) throw new AppError('NOT_FOUND', { playerId });
    const ref: GameRef = { nodeId: game.id, vendor, gameType: lobbyGameType(vendor, game.gameType), externalId: gameId, gameName: game.name };
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

  async function handleCallback(vendor: string, action: Action, body: unknown) {
    switch (action) {
      case 'authenticate': {
        const input = body as z.infer<typeof callbackSchemas.authenticate>;
        const launch = await requireVendorLaunch(vendor, input.launchToken);
        const [room] = launch.roomId ? await db.select({ name: pvpRooms.name }).from(pvpRooms).where(eq(pvpRooms.id, launch.roomId)) : [];
        const brand = app.brands.byId(launch.player.brandId);
        return {
          playerId: String(launch.player.memberId),
          nickname: launch.player.nickname,
          currencySymbol: brand?.currencySymbol ?? '$',
          balanceMinor: await mainBalance(db, launch.player.memberId),
          gameId: launch.game.externalId,
          gameName: launch.game.gameName,
          minBetMinor: launch.game.minBetMinor,
          roomName: room?.name ?? null,
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
  }

  // --- the vendor's side: its page and API, talking to our wallet through signed callbacks (in-process here) ---
  const vendor = sandboxVendor({
    secret: options.secret,
    transport: async (path, rawBody, headers) => {
      const res = await app.inject({ method: 'POST', url: path, payload: rawBody, headers });
      return { status: res.statusCode, body: res.json() };
    },
  });

  const sendVendorError = (reply: FastifyReply, error: unknown) => {
    if (error instanceof VendorCallError) return reply.status(error.status).send(errorEnvelope(error.code, error.value));
    throw error;
  };

  app.get<{ Params: { vendor: string; game: string }; Querystring: Record<string, string | undefined> }>(
    '/sandbox/vendor/:vendor/:game',
    async (request, reply) => {
      const lang: Language = request.query.lang === 'EN' ? 'EN' : 'TY';
      const launch = request.query.launch ?? '';
      let player: AuthenticateAnswer | null = null;
      try {
        player = await vendor.authenticate(request.params.vendor, launch);
      } catch (error) {
        if (!(error instanceof VendorCallError)) throw error;
      }
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!player || player.gameId !== request.params.game) return reply.status(401).send(sandboxPage({ lang, vendor: request.params.vendor, launch, player: null }));
      return reply.send(sandboxPage({ lang, vendor: request.params.vendor, launch, player }));
    },
  );

  const spinSchema = z.object({
    vendor: vendorParam,
    game: z.string().min(1).max(64),
    launch: z.string().min(1).max(128),
    stakeMinor: z.number().int().min(1).max(10_000_000),
  });
  app.post('/sandbox/vendor/api/spin', async (request, reply) => {
    const parsed = spinSchema.safeParse(request.body);
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', { field: parsed.error.issues[0]?.path.join('.') ?? 'body', issues: [] });
    const { vendor: code, game, launch, stakeMinor } = parsed.data;
    try {
      return reply.send(ok(await vendor.spin(code, game, launch, stakeMinor)));
    } catch (error) {
      return sendVendorError(reply, error);
    }
  });
}

const pageText = {
  EN: { title: 'Sandbox vendor', standIn: 'A stand-in for', balance: 'Balance', stake: 'Stake', spin: 'Spin', win: 'You win', lose: 'No win', expired: 'This game session has ended. Launch the game again from the lobby.', insufficient: 'Insufficient balance', error: 'Something went wrong', room: 'Room', rtp: 'Return to player' },
  TY: { title: 'Sandbox vendor', standIn: 'Pamalit para sa', balance: 'Balanse', stake: 'Taya', spin: 'Paikutin', win: 'Panalo ka', lose: 'Walang panalo', expired: 'Tapos na ang game session. Buksan ulit ang laro mula sa lobby.', insufficient: 'Kulang ang balanse', error: 'May nangyaring mali', room: 'Kuwarto', rtp: 'Return to player' },
} satisfies Record<Language, Record<string, string>>;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a <script>: no way to close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The sandbox vendor's game page: a minimal, playable three-reel spinner on the player's real balance. */
function sandboxPage(input: { lang: Language; vendor: string; launch: string; player: AuthenticateAnswer | null }) {
  const t = pageText[input.lang];
  const style = `body{margin:0;font-family:system-ui,sans-serif;background:#10131a;color:#f2f4f8;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{width:min(420px,92vw);background:#1b2130;border-radius:16px;padding:24px;box-shadow:0 10px 40px #0008}
h1{font-size:20px;margin:0 0 4px}.sub{opacity:.7;font-size:13px;margin:0 0 16px}.badge{display:inline-block;background:#f5b700;color:#10131a;border-radius:6px;padding:2px 8px;font-size:12px;font-weight:700}
.reels{display:flex;gap:10px;justify-content:center;margin:20px 0}.reel{width:72px;height:84px;border-radius:12px;background:#0c0f15;display:flex;align-items:center;justify-content:center;font-size:44px;font-weight:800;color:#f5b700}
.row{display:flex;justify-content:space-between;align-items:center;margin:10px 0}select,button{font:inherit;border-radius:10px;border:0;padding:10px 14px}
button{background:#1fbf7a;color:#fff;font-weight:700;width:100%;font-size:18px;cursor:pointer}button:disabled{opacity:.5;cursor:wait}#msg{min-height:24px;text-align:center;margin-top:12px}`;
  if (!input.player) {
    return `<!doctype html><html lang="${input.lang === 'EN' ? 'en' : 'tl'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title><style>${style}</style></head><body><main><h1>${t.title}</h1><p>${escapeHtml(t.expired)}</p></main></body></html>`;
  }
  const p = input.player;
  const stakes = [1, 2, 5, 10, 50, 100].map((k) => p.minBetMinor * k);
  const money = (minor: number) => `${escapeHtml(p.currencySymbol)}${(minor / 100).toFixed(2)}`;
  const rtp = SANDBOX_PAYTABLE.reduce((s, e) => s + e.multiplier * e.per1000, 0) / 10;
  return `<!doctype html><html lang="${input.lang === 'EN' ? 'en' : 'tl'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(p.gameName)}</title><style>${style}</style></head>
<body><main>
<span class="badge">${t.title}</span>
<h1>${escapeHtml(p.gameName)}</h1>
<p class="sub">${t.standIn} ${escapeHtml(input.vendor)}${p.roomName ? ` · ${t.room}: ${escapeHtml(p.roomName)}` : ''} · ${t.rtp} ${rtp.toFixed(0)}%</p>
<div class="reels"><div class="reel" id="r0">7</div><div class="reel" id="r1">7</div><div class="reel" id="r2">7</div></div>
<div class="row"><span>${t.balance}</span><strong id="balance" data-testid="sandbox-balance">${money(p.balanceMinor)}</strong></div>
<div class="row"><label for="stake">${t.stake}</label><select id="stake">${stakes.map((s) => `<option value="${s}">${money(s)}</option>`).join('')}</select></div>
<button id="spin" type="button">${t.spin}</button>
<div id="msg" role="status"></div>
</main>
<script>
const cfg=${scriptJson({ vendor: input.vendor, game: p.gameId, launch: input.launch, symbol: p.currencySymbol, text: t })};
const $=(id)=>document.getElementById(id);
const money=(m)=>cfg.symbol+(m/100).toFixed(2);
$('spin').addEventListener('click',async()=>{
  $('spin').disabled=true;$('msg').textContent='';
  try{
    const res=await fetch('/sandbox/vendor/api/spin',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({vendor:cfg.vendor,game:cfg.game,launch:cfg.launch,stakeMinor:Number($('stake').value)})});
    const body=await res.json();
    if(!body.success){$('msg').textContent=body.code==='INSUFFICIENT_BALANCE'?cfg.text.insufficient:body.code==='GAME_SESSION_INVALID'?cfg.text.expired:cfg.text.error;return;}
    const v=body.value;v.reels.forEach((s,i)=>{$('r'+i).textContent=s;});
    $('balance').textContent=money(v.balanceMinor);
    $('msg').textContent=v.payoutMinor>0?cfg.text.win+' '+money(v.payoutMinor)+' (x'+v.multiplier+')':cfg.text.lose;
    window.parent&&window.parent!==window&&window.parent.postMessage({type:'balance-changed'},location.origin);
  }catch(e){$('msg').textContent=cfg.text.error;}
  finally{$('spin').disabled=false;}
});
</script></body></html>`;
}
