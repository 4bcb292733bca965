/**
 * Operator levers without a back office: talks to the running server with the token in the data folder.
 *   npm run admin -- maintenance on|off [--brand ID] [--until ISO]
 *   npm run admin -- region on|off [--brand ID] [--countries US,CN] [--ips 1.2.3.0/24]
 *   npm run admin -- status
 *   npm run admin -- list-withdrawals [--status requested,approved]
 *   npm run admin -- list-lock-events [--brand ID] [--username NAME] [--limit N]   (login locks, newest first)
 *   npm run admin -- approve-withdrawal ID | disburse-withdrawal ID | reject-withdrawal ID [--reason TEXT]
 *   npm run admin -- resolve-withdrawal ID [--refund AMOUNT]      (a not-received or partly-received claim)
 *   npm run admin -- credit USERNAME AMOUNT [--brand ID] [--bonus] [--note TEXT]
 *   npm run admin -- cancel-draw GAMECODE DRAWNO --reason TEXT    (every ticket of the draw is refunded)
 *   npm run admin -- settle-draw GAMECODE DRAWNO                  (reruns a drawn draw's money job; safe to repeat)
 * ID is the withdrawal's number or its order number (W...).
 * Promotions (every change is written to the audit trail with the operator's name: ADMIN_ACTOR, else the OS user):
 *   npm run admin -- promotion list [--brand ID]
 *   npm run admin -- promotion create --brand ID --file promo.json    (code, category, mechanic, title {EN,TY}, summary,
 *                     rulesHtml, image?, terms, startAt, endAt; a raffle's seed is committed at once)
 *   npm run admin -- promotion update ID --file patch.json           (any of those but code and mechanic; terms merged)
 *   npm run admin -- promotion close ID
 *   npm run admin -- raffle draw PROMOTION_ID                        (once its drawAt has passed; a rerun changes nothing)
 *   npm run admin -- application list [--status applying] [--brand ID]
 *   npm run admin -- application approve ID [--amount AMOUNT]       (default: the promotion's fixed reward; pays once)
 *   npm run admin -- application reject ID --remark TEXT
 *   npm run admin -- application image ID INDEX --out FILE          (the application's picture, 0-based)
 *   npm run admin -- bonus grant USERNAME AMOUNT [--brand ID] [--promotion ID] [--wagering N] [--days N] [--max-bet AMOUNT] --note TEXT
 *                     (defaults: wagering 1x the bonus, 7 days, maximum bet = the bonus)
 *   npm run admin -- bonus forfeit BONUS_ID
 *   npm run admin -- audit list [--limit N]
 * Agent contracts (the settlement job runs every minute by itself; this runs it now, audited):
 *   npm run admin -- settle-salaries --period real-time|hourly|daily|weekly|semimonthly|monthly|all [--at ISO]
 *                     (daily: daily salaries and daily dividends; --at: as of an earlier time, never the future)
 *   npm run admin -- contract-payer house|upline [--brand ID]      (who pays the brand's salaries and dividends)
 *   npm run admin -- contract-settings
 * Loyalty engine (audited like the promotions; points per 100 of valid turnover; amounts in the brand's currency):
 *   npm run admin -- missions | mission-set CODE [--active on|off] [--target N]
 *   npm run admin -- vip-tiers | vip-tier-set LEVEL [--turnover X] [--deposit Y] [--keep Z]
 *   npm run admin -- vip-set USERNAME LEVEL --remark TEXT | vip-review | point-rates [--RNG 1.0 --LIVE 0.3 ...]
 * Points mall, invite friends and feedback (audited; details in admin-mall-commands.ts):
 *   npm run admin -- redemptions [--status processing] | redemption approve|reject ID --remark TEXT | restock CODE UNITS
 *   npm run admin -- feedback-list [--open] | feedback-reply ID --text TEXT | referral-rules [--brand ID] [--reward ...]
 * Help centre articles (details in admin-help-commands.ts; audited):
 *   npm run admin -- help list | help upsert KEY --file article.json | help remove KEY   [--brand ID]
 * Chat room moderation (details in admin-chat-commands.ts):
 *   npm run admin -- chat-mute USERNAME --minutes N [--brand ID] | chat-delete MESSAGEID
 * Responsible gaming (details in admin-rg-commands.ts; pack switches are audited):
 *   npm run admin -- rg-member USERNAME [--brand ID] | rg-pack [--brand ID] | rg-pack-set PACK|file [--brand ID]
 * Every value printed goes through terminalSafe: player data cannot reach the terminal as control characters.
 */
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { lockEventLine, terminalSafe, terminalSafeJson, withdrawalLine } from './admin-format';
import { CHAT_USAGE, runChatCommand } from './admin-chat-commands';
import { HELP_USAGE, runHelpCommand } from './admin-help-commands';
import { CONTRACT_USAGE, runContractCommand } from './admin-contract-commands';
import { LOYALTY_USAGE, runLoyaltyEngineCommand } from './admin-loyalty-commands';
import { MALL_USAGE, runMallCommand } from './admin-mall-commands';
import { PROMOTION_USAGE, runPromotionCommand } from './admin-promotion-commands';
import { RG_USAGE, runRgCommand } from './admin-rg-commands';
import { readEnv, repoRoot } from './env';
import { loadBrands } from './lib/brands';
import { ADMIN_ACTOR_HEADER } from './lib/operator-token';
import type { LockEventView } from './routes/admin/index';

const env = readEnv();
const [command, ...rest] = process.argv.slice(2);
const flags = new Map<string, string>();
const positional: string[] = [];
for (let i = 0; i < rest.length; i++) {
  const arg = rest[i]!;
  if (arg.startsWith('--')) flags.set(arg.slice(2), rest[++i] ?? '');
  else positional.push(arg);
}
const token = env.ADMIN_TOKEN ?? readFileSync(join(resolve(repoRoot, env.DATA_DIR), 'admin-token'), 'utf8').trim();
const base = flags.get('url') ?? `http://127.0.0.1:${env.PORT}`;
const brands = loadBrands(env.BRANDS_DIR ?? join(repoRoot, 'brands'));
const brand = brands.byId(flags.get('brand') ?? '') ?? brands.byHost(undefined);

/** who the audit trail names for this operator's changes */
const actor = env.ADMIN_ACTOR ?? osUser();
function osUser() {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}
const headers = { authorization: `Bearer ${token}`, [ADMIN_ACTOR_HEADER]: actor };

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { success: boolean; value: unknown; code: string };
  if (!json.success) throw new Error(terminalSafe(`${json.code}: ${JSON.stringify(json.value)}`));
  return json.value;
}

/** A GET answered with bytes (an image), or the error envelope's code. */
async function bytes(path: string) {
  const res = await fetch(base + path, { headers });
  if (!res.ok) throw new Error(terminalSafe(`${((await res.json()) as { code: string }).code}`));
  return Buffer.from(await res.arrayBuffer());
}

async function current() {
  const all = (await api('GET', '/admin/status')) as Array<{ brandId: string; file: typeof brand.status; override: typeof brand.status | null }>;
  const row = all.find((r) => r.brandId === brand.id);
  return structuredClone(row?.override ?? row?.file ?? brand.status);
}

const on = positional[0] === 'on';
const list = (s: string | undefined) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : []);
switch (command) {
  case 'status':
    console.log(terminalSafeJson(await api('GET', '/admin/status')));
    break;
  case 'maintenance': {
    const status = await current();
    const until = flags.get('until');
    status.maintenance = { enabled: on, endTime: on && until ? new Date(until).getTime() : null };
    await api('PUT', '/admin/status', { brandId: brand.id, status });
    console.log(`Maintenance ${on ? 'on' : 'off'} for ${terminalSafe(brand.name)}`);
    break;
  }
  case 'region': {
    const status = await current();
    status.regionRestriction = {
      enabled: on,
      blockedCountries: flags.has('countries') ? list(flags.get('countries')) : status.regionRestriction.blockedCountries,
      blockedIpRanges: flags.has('ips') ? list(flags.get('ips')) : status.regionRestriction.blockedIpRanges,
    };
    await api('PUT', '/admin/status', { brandId: brand.id, status });
    console.log(`Region restriction ${on ? 'on' : 'off'} for ${terminalSafe(brand.name)}`);
    break;
  }
  case 'reset':
    await api('PUT', '/admin/status', { brandId: brand.id, status: null });
    console.log(`Run-time switches cleared for ${terminalSafe(brand.name)}`);
    break;
  case 'list-withdrawals': {
    const status = flags.get('status');
    const rows = (await api('GET', `/admin/withdrawals${status ? `?status=${encodeURIComponent(status)}` : ''}`)) as Array<Record<string, unknown>>;
    if (!rows.length) console.log('No withdrawals.');
    for (const w of rows) console.log(withdrawalLine(w));
    break;
  }
  case 'list-lock-events': {
    const query = new URLSearchParams();
    if (flags.get('brand')) query.set('brandId', flags.get('brand')!);
    if (flags.get('username')) query.set('username', flags.get('username')!);
    if (flags.get('limit')) query.set('limit', flags.get('limit')!);
    const rows = (await api('GET', `/admin/lock-events${query.size ? `?${query.toString()}` : ''}`)) as LockEventView[];
    if (!rows.length) console.log('No lock events.');
    for (const e of rows) console.log(lockEventLine(e));
    break;
  }
  case 'approve-withdrawal':
  case 'disburse-withdrawal':
  case 'reject-withdrawal':
  case 'resolve-withdrawal': {
    const id = positional[0];
    if (!id) throw new Error(`Usage: npm run admin -- ${command} ID`);
    const step = command.replace('-withdrawal', '');
    const body = step === 'reject' ? { reason: flags.get('reason') } : step === 'resolve' ? { refund: flags.get('refund') ?? '0' } : {};
    const w = (await api('POST', `/admin/withdrawals/${encodeURIComponent(id)}/${step}`, body)) as { orderNo: string; status: string; amount: number };
    console.log(terminalSafe(`Withdrawal ${w.orderNo} (${w.amount}) is now ${w.status}`));
    break;
  }
  case 'credit': {
    const [username, amount] = positional;
    if (!username || !amount) throw new Error('Usage: npm run admin -- credit USERNAME AMOUNT [--brand ID] [--bonus] [--note TEXT]');
    const result = (await api('POST', '/admin/wallet/credit', {
      brandId: brand.id,
      username,
      amount,
      kind: flags.has('bonus') ? 'bonus' : 'adjustment',
      note: flags.get('note') || undefined,
    })) as { balance: number; transactionId: number };
    console.log(terminalSafe(`Credited ${amount} to ${username} on ${brand.name}: main balance ${result.balance} (transaction ${result.transactionId})`));
    break;
  }
  case 'cancel-draw':
  case 'settle-draw': {
    const [gameCode, drawNo] = positional;
    if (!gameCode || !drawNo) throw new Error(`Usage: npm run admin -- ${command} GAMECODE DRAWNO${command === 'cancel-draw' ? ' --reason TEXT' : ''}`);
    if (command === 'cancel-draw') {
      const { draw, refund } = (await api('POST', '/admin/lottery/draws/cancel', { gameCode, drawNo, reason: flags.get('reason') ?? '' })) as {
        draw: { gameCode: string; drawNo: string; status: string };
        refund: unknown;
      };
      console.log(terminalSafe(`Draw ${draw.gameCode} ${draw.drawNo} is now ${draw.status}; refund: ${JSON.stringify(refund)}`));
    } else {
      const { job } = (await api('POST', '/admin/lottery/draws/settle', { gameCode, drawNo })) as { job: unknown };
      console.log(terminalSafe(`Settlement of ${gameCode} ${drawNo}: ${JSON.stringify(job)}`));
    }
    break;
  }
  default:
    if (await runPromotionCommand(command, { positional, flags, brandId: brand.id, api, bytes })) break;
    if (await runContractCommand(command, { positional, flags, brandId: brand.id, api, bytes })) break;
    if (await runLoyaltyEngineCommand(command, { positional, flags, brandId: brand.id, api, bytes })) break;
    if (await runMallCommand(command, { positional, flags, brandId: brand.id, api, bytes })) break;
    if (await runChatCommand(command, { positional, flags, brandId: brand.id, api, bytes })) break;
    if (await runRgCommand(command, { positional, flags, brandId: brand.id, api, bytes })) break;
    if (await runHelpCommand(command, { positional, flags, brandId: brand.id, api, bytes })) break;
    console.log(
      'Usage: npm run admin -- status | maintenance on|off | region on|off [--countries US] [--ips 1.2.3.0/24] | reset  [--brand ID]\n' +
        '       npm run admin -- list-withdrawals [--status S] | approve-withdrawal ID | reject-withdrawal ID [--reason T] | disburse-withdrawal ID\n' +
        '       npm run admin -- list-lock-events [--brand ID] [--username NAME] [--limit N]\n' +
        '       npm run admin -- resolve-withdrawal ID [--refund AMOUNT] | credit USERNAME AMOUNT [--brand ID] [--bonus]\n' +
        '       npm run admin -- cancel-draw GAMECODE DRAWNO --reason T | settle-draw GAMECODE DRAWNO\n' +
        PROMOTION_USAGE +
        '\n' +
        CONTRACT_USAGE +
        '\n' +
        LOYALTY_USAGE +
        '\n' +
        MALL_USAGE +
        '\n' +
        CHAT_USAGE +
        '\n' +
        RG_USAGE +
        '\n' +
        HELP_USAGE,
    );
    process.exitCode = command ? 1 : 0;
}
