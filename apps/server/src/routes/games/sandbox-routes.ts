import { languageCodeOf, languageTag } from '@app/contract/language-tag';
import type { Language } from '@app/contract/brand';
import { formatMoney, minorToMajor } from '@app/contract/money';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorEnvelope, ok } from '../../lib/call-router';
import { type CallbackAction, callbackSchemas, sandboxCallbacks } from '../../modules/games/providers/sandbox-callbacks';
import { type AuthenticateAnswer, SANDBOX_PAYTABLE, VendorCallError, sandboxVendor, verifySignature } from '../../modules/games/providers/sandbox-vendor';

/*
 * Two sides of the sandbox vendor:
 * - /wps/seamless/:vendor/:action: our seamless wallet's callbacks, HMAC-signed, as a real vendor would call them;
 * - /sandbox/vendor/...: the vendor's own game page and its API, which reach our wallet only through those callbacks.
 */

const vendorParam = z.string().regex(/^[A-Z0-9_]{1,24}$/);

export async function sandboxRoutes(app: FastifyInstance, options: { secret: string }) {
  const handleCallback = sandboxCallbacks(app.database.db, app.brands);

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
      const action = request.params.action as CallbackAction;
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
      const lang: Language = languageCodeOf(request.query.lang) ?? 'TY';
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
  vi: {
    title: 'Nhà cung cấp sandbox',
    standIn: 'Mô phỏng thay cho',
    balance: 'Số dư',
    stake: 'Tiền cược',
    spin: 'Quay',
    win: 'Bạn thắng',
    lose: 'Không trúng',
    expired: 'Phiên trò chơi này đã kết thúc. Hãy mở lại trò chơi từ sảnh.',
    insufficient: 'Không đủ số dư',
    error: 'Đã xảy ra lỗi',
    room: 'Phòng',
    rtp: 'Tỷ lệ trả thưởng',
  },
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
    return `<!doctype html><html lang="${languageTag(input.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title><style>${style}</style></head><body><main><h1>${t.title}</h1><p>${escapeHtml(t.expired)}</p></main></body></html>`;
  }
  const p = input.player;
  const stakes = [1, 2, 5, 10, 50, 100].map((k) => p.minBetMinor * k);
  const format = { symbol: p.currencySymbol, digits: p.currencyDigits, language: input.lang };
  const money = (minor: number) => escapeHtml(formatMoney(minor, format));
  // the script writes amounts as formatMoney does: the symbol where formatMoney puts it around a number grouped as the
  // page's language groups it (Intl, which formatMoney's test holds it to)
  const sample = formatMoney(0, format);
  const moneyShape = {
    locale: languageTag(input.lang),
    digits: p.currencyDigits,
    unit: minorToMajor(1, p.currencyDigits),
    before: sample.slice(0, sample.indexOf('0')),
    after: sample.slice(sample.lastIndexOf('0') + 1),
  };
  const rtp = SANDBOX_PAYTABLE.reduce((s, e) => s + e.multiplier * e.per1000, 0) / 10;
  return `<!doctype html><html lang="${languageTag(input.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(p.gameName)}</title><style>${style}</style></head>
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
const cfg=${scriptJson({ vendor: input.vendor, game: p.gameId, launch: input.launch, money: moneyShape, text: t })};
const $=(id)=>document.getElementById(id);
const number=new Intl.NumberFormat(cfg.money.locale,{minimumFractionDigits:cfg.money.digits,maximumFractionDigits:cfg.money.digits});
const money=(m)=>(m<0?'-':'')+cfg.money.before+number.format(Math.abs(m)*cfg.money.unit)+cfg.money.after;
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
