/**
 * The operator's command line: a typed client of the operator calls (the back office's), signed in by the operator's
 * personal API key (ADMIN_API_KEY, or DATA_DIR/operator-api-key), so each change is audited under their name. The
 * master token (ADMIN_TOKEN or DATA_DIR/admin-token) only bootstraps a new installation's first owner.
 *   npm run admin -- maintenance on|off [--brand ID] [--until ISO]
 *   npm run admin -- region on|off [--brand ID] [--countries US,CN] [--ips 1.2.3.0/24]
 *   npm run admin -- status
 *   npm run admin -- list-withdrawals [--status requested,approved]
 *   npm run admin -- list-lock-events [--brand ID] [--username NAME] [--limit N]   (login locks, newest first)
 *   npm run admin -- approve-withdrawal ID | disburse-withdrawal ID [--ref BANK_REFERENCE] | reject-withdrawal ID [--reason TEXT]
 *   npm run admin -- resolve-withdrawal ID [--refund AMOUNT]      (a not-received or partly-received claim)
 *   npm run admin -- credit USERNAME AMOUNT --reason TEXT [--brand ID] [--category goodwill|correction|chargeback]
 *                     (a balance adjustment within the role's limit; a bonus with wagering is `bonus grant`)
 *   npm run admin -- cancel-draw GAMECODE DRAWNO --reason TEXT    (every ticket of the draw is refunded)
 *   npm run admin -- settle-draw GAMECODE DRAWNO                  (reruns a drawn draw's money job; safe to repeat)
 * ID is the withdrawal's number or its order number (W...).
 * Promotions (every change is written to the audit trail under the operator's name):
 *   npm run admin -- promotion list [--brand ID]
 *   npm run admin -- promotion create --brand ID --file promo.json    (code, category, mechanic, title, summary, rulesHtml
 *                     (each { language: text } in every language of the brand), image?, terms, startAt, endAt; a
 *                     raffle's seed is committed at once)
 *   npm run admin -- promotion update ID --file patch.json           (any of those but code and mechanic; terms merged)
 *   npm run admin -- promotion close ID
 *   npm run admin -- raffle draw PROMOTION_ID                        (once its drawAt has passed; a rerun changes nothing)
 *   npm run admin -- application list [--status applying] [--brand ID]
 *   npm run admin -- application approve ID [--amount AMOUNT]       (default: the promotion's fixed reward; pays once)
 *   npm run admin -- application reject ID --remark TEXT
 *   npm run admin -- application image ID INDEX --out FILE          (the application's picture, 0-based)
 *   npm run admin -- bonus grant USERNAME AMOUNT [--brand ID] [--promotion ID] [--wagering N] [--days N] [--max-bet AMOUNT] --note TEXT
 *                     (defaults: wagering 1x the bonus, 7 days, maximum bet = the bonus)
 *   npm run admin -- bonus forfeit BONUS_ID --note TEXT
 *   npm run admin -- audit list [--limit N]                          (at most 200)
 *   npm run admin -- reward-budget [--brand ID]                     (per category: what valid turnover earns back)
 *   npm run admin -- signup-rules [--brand ID] [--agent-registered on|off] [--risk-check on|off]
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
 * Back office (typed operator calls with the operator's API key, ADMIN_API_KEY or DATA_DIR/operator-api-key; details in
 * admin-operator-commands.ts):
 *   npm run admin -- operator bootstrap --username NAME | operator create --username NAME --role ROLE | operator list | whoami | players
 * Every value printed goes through terminalSafe: player data cannot reach the terminal as control characters.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gameTypeSchema } from '@app/contract/system';
import { parseAmountMinor } from '@app/contract/money';
import { brandDigits } from '@app/contract/brand';
import { lockEventLine, moneyText, terminalSafe, terminalSafeJson, withdrawalLine } from './admin-format';
import { type CommandContext, type OperatorCall, operatorClient } from './admin-command-context';
import { CHAT_USAGE, runChatCommand } from './admin-chat-commands';
import { HELP_USAGE, runHelpCommand } from './admin-help-commands';
import { OPERATOR_KEY_FILE, OPERATOR_USAGE, runOperatorCommand } from './admin-operator-commands';
import { CONTRACT_USAGE, runContractCommand } from './admin-contract-commands';
import { LOYALTY_USAGE, runLoyaltyEngineCommand } from './admin-loyalty-commands';
import { MALL_USAGE, runMallCommand } from './admin-mall-commands';
import { PROMOTION_USAGE, runPromotionCommand } from './admin-promotion-commands';
import { RG_USAGE, runRgCommand } from './admin-rg-commands';
import { readEnv, repoRoot } from './env';
import { brandById, loadBrands } from './lib/brands';

/** A refusal: printed as one line (no stack), and the CLI exits with status 1. */
class CliError extends Error {}

/**
 * Every flag any command takes (node:util parseArgs, strict): an unknown flag, or a flag without its value, is an
 * error before anything is sent. A boolean flag never takes the next argument as its value.
 */
const valueFlags = [
  'active', 'agent-registered', 'amount', 'at', 'brand', 'category', 'content-file', 'countries', 'days', 'deposit', 'enabled', 'file', 'ips', 'keep',
  'language', 'limit', 'max', 'max-bet', 'minutes', 'note', 'out', 'period', 'promotion', 'q', 'qualify', 'reason', 'refund', 'remark',
  'reward', 'risk-check', 'role', 'status', 'target', 'text', 'title', 'turnover', 'until', 'url', 'username', 'wagering',
  // point rates per game type: --RNG 1.0 --LIVE 0.3
  ...gameTypeSchema.options,
] as const;
const booleanFlags = ['open'] as const;

function parseCommandLine(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: Object.fromEntries([...valueFlags.map((f) => [f, { type: 'string' }]), ...booleanFlags.map((f) => [f, { type: 'boolean' }])]) as Record<
        string,
        { type: 'string' | 'boolean' }
      >,
    });
    const flags = new Map<string, string>();
    for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== false) flags.set(name, value === true ? 'true' : String(value));
    const [command, ...positional] = positionals;
    return { command, positional, flags };
  } catch (error) {
    // parseArgs names the flag: "Unknown option '--bonsu'", "Option '--note <value>' argument missing"
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

/** Ends the CLI on a refusal: one line on stderr (player data made terminal-safe), exit status 1. */
function fail(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message.split('\n').map(terminalSafe).join('\n'));
  process.exit(1);
}
/** The value, or the refusal that stops the CLI before anything is sent. */
function orFail<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    return fail(error);
  }
}

const env = orFail(() => readEnv());
const { command, positional, flags } = orFail(() => parseCommandLine(process.argv.slice(2)));
const dataDir = resolve(repoRoot, env.DATA_DIR);
/** the master token, read when a command needs it (the first owner's bootstrap) */
let masterToken: string | undefined;
const token = () => (masterToken ??= env.ADMIN_TOKEN ?? readFileSync(join(dataDir, 'admin-token'), 'utf8').trim());
/** the operator's personal API key (the back-office calls): ADMIN_API_KEY, or the file the bootstrap wrote */
const keyFile = join(dataDir, OPERATOR_KEY_FILE);
const operatorKey = () => {
  const key = env.ADMIN_API_KEY ?? (existsSync(keyFile) ? readFileSync(keyFile, 'utf8').trim() : undefined);
  if (!key) throw new CliError('No operator API key: set ADMIN_API_KEY (create one in the back office under My account), or run `npm run admin -- operator bootstrap --username NAME` on a new installation.');
  return key;
};
const base = orFail(() => new URL(flags.get('url') ?? `http://127.0.0.1:${env.PORT}`));
// the operator surface answers on the operator hosts only: a server reached on the loopback is asked for the first one
const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname);
const hostHeader = loopback ? `${env.OPS_HOSTS[0]}${base.port ? `:${base.port}` : ''}` : base.host;
const brands = loadBrands(env.BRANDS_DIR ?? join(repoRoot, 'brands'));
const brand = orFail(() => {
  const named = flags.get('brand');
  if (named === undefined) return brands.byHost(undefined);
  const found = brands.byId(named);
  if (!found) throw new CliError(`Unknown brand '${named}': the brands are ${brands.all.map((b) => b.id).join(', ')}.`);
  return found;
});

/** One request to the server, with the Host of the operator surface (fetch cannot set Host). */
function send(method: string, path: string, body?: string, bearer: () => string = token): Promise<{ status: number; body: Buffer }> {
  const credential = bearer();
  const url = new URL(path, base);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const req = request(
      url,
      {
        method,
        headers: {
          host: hostHeader,
          authorization: `Bearer ${credential}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', fail);
      },
    );
    req.on('error', (error) => fail(new CliError(`Cannot reach the server at ${base.origin}: ${error.message}`)));
    req.end(body);
  });
}

/** What a refusal's envelope says, as one line for the operator (a missing member or brand is named). */
function refusalText(code: string, value: unknown) {
  const detail = (value ?? {}) as Record<string, unknown>;
  if (code === 'NOT_FOUND' && typeof detail.username === 'string') return `No member '${detail.username}' on ${brand.name} (${brand.id}).`;
  if (code === 'NOT_FOUND' && typeof detail.brandId === 'string') return `Unknown brand '${detail.brandId}'.`;
  return `${code}: ${JSON.stringify(value)}`;
}

async function api(method: string, path: string, body?: unknown, bearer?: () => string) {
  const res = await send(method, path, body === undefined ? undefined : JSON.stringify(body), bearer);
  let json: { success: boolean; value: unknown; code: string };
  try {
    json = JSON.parse(res.body.toString('utf8')) as typeof json;
  } catch {
    throw new CliError(`The server answered ${res.status} without the API's envelope: is ${base.origin} this platform's server?`);
  }
  if (!json.success) throw new CliError(terminalSafe(refusalText(json.code, json.value)));
  return json.value;
}

/** The brand's run-time switches as they stand (the override, else the brand file's). */
async function current(call: OperatorCall) {
  const row = (await call('operatorSiteStatus')).list.find((r) => r.brandId === brand.id);
  return structuredClone(row?.override ?? row?.file ?? brand.status);
}

const on = positional[0] === 'on';
const list = (s: string | undefined) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : []);
const allWithdrawalStatuses = 'requested,approved,rejected,disbursed,received,not_received,partly_received,resolved';

/** A withdrawal named by its number or its order number (W...). */
async function withdrawalIdOf(call: OperatorCall, named: string) {
  if (/^\d+$/.test(named)) return Number(named);
  const found = await call('operatorWithdrawals', { query: { orderNo: named, status: allWithdrawalStatuses } });
  if (!found.list[0]) throw new CliError(terminalSafe(`No withdrawal ${named}.`));
  return found.list[0].id;
}

/** An amount typed in the --brand brand's currency, in minor units (a refund may be 0). */
function amountMinorOf(text: string, zeroAllowed = false) {
  if (zeroAllowed && Number(text) === 0) return 0;
  const parsed = parseAmountMinor(text, brandDigits(brand));
  if ('problem' in parsed) throw new CliError(terminalSafe(`Not an amount: ${text} (${parsed.problem})`));
  return parsed.minor;
}

/** The member a username names on the --brand brand. */
async function memberIdOf(call: OperatorCall, username: string) {
  const found = await call('operatorPlayers', { query: { q: username, brandId: brand.id, pageSize: 20 } });
  const member = found.list.find((p) => p.username === username.toLowerCase());
  if (!member) throw new CliError(terminalSafe(`No member '${username}' on ${brand.name} (${brand.id}).`));
  return member.id;
}

async function main() {
  const operatorSend = (method: string, path: string, body?: unknown) => api(method, path, body, operatorKey);
  const call = operatorClient(operatorSend);
  switch (command) {
    case 'status':
      console.log(terminalSafeJson((await call('operatorSiteStatus')).list));
      break;
    case 'maintenance': {
      const status = await current(call);
      const until = flags.get('until');
      status.maintenance = { enabled: on, endTime: on && until ? new Date(until).getTime() : null };
      await call('operatorSetSiteStatus', { body: { brandId: brand.id, status } });
      console.log(`Maintenance ${on ? 'on' : 'off'} for ${terminalSafe(brand.name)}`);
      break;
    }
    case 'region': {
      const status = await current(call);
      status.regionRestriction = {
        enabled: on,
        blockedCountries: flags.has('countries') ? list(flags.get('countries')) : status.regionRestriction.blockedCountries,
        blockedIpRanges: flags.has('ips') ? list(flags.get('ips')) : status.regionRestriction.blockedIpRanges,
      };
      await call('operatorSetSiteStatus', { body: { brandId: brand.id, status } });
      console.log(`Region restriction ${on ? 'on' : 'off'} for ${terminalSafe(brand.name)}`);
      break;
    }
    case 'reset':
      await call('operatorSetSiteStatus', { body: { brandId: brand.id, status: null } });
      console.log(`Run-time switches cleared for ${terminalSafe(brand.name)}`);
      break;
    case 'list-withdrawals': {
      const { list: rows, total } = await call('operatorWithdrawals', { query: { status: flags.get('status') ?? 'requested', pageSize: 100 } });
      if (!rows.length) console.log('No withdrawals.');
      for (const w of rows) console.log(withdrawalLine(w, brands));
      if (total > rows.length) console.log(`${total - rows.length} more`);
      break;
    }
    case 'list-lock-events': {
      const limit = flags.get('limit');
      const { list: rows } = await call('operatorLockEvents', { query: { brandId: flags.get('brand'), username: flags.get('username'), limit: limit ? Number(limit) : undefined } });
      if (!rows.length) console.log('No lock events.');
      for (const e of rows) console.log(lockEventLine(e));
      break;
    }
    case 'approve-withdrawal':
    case 'disburse-withdrawal':
    case 'reject-withdrawal':
    case 'resolve-withdrawal': {
      const named = positional[0];
      if (!named) throw new Error(`Usage: npm run admin -- ${command} ID`);
      const id = await withdrawalIdOf(call, named);
      const w =
        command === 'approve-withdrawal'
          ? await call('operatorApproveWithdrawal', { body: { id } })
          : command === 'disburse-withdrawal'
            ? await call('operatorDisburseWithdrawal', { body: { id, payoutRef: flags.get('ref') ?? null } })
            : command === 'reject-withdrawal'
              ? await call('operatorRejectWithdrawal', { body: { id, reason: flags.get('reason') ?? 'rejected by the operator' } })
              : await call('operatorResolveWithdrawal', { body: { id, refundMinor: amountMinorOf(flags.get('refund') ?? '0', true) } });
      console.log(terminalSafe(`Withdrawal ${w.orderNo} (${moneyText(w.amountMinor, brandById(brands, w.brandId))}) is now ${w.status}${w.status === 'requested' && w.firstApprovedBy ? ' (first of two approvals given)' : ''}`));
      break;
    }
    case 'credit': {
      const [username, amount] = positional;
      if (!username || !amount) throw new Error('Usage: npm run admin -- credit USERNAME AMOUNT --reason TEXT [--brand ID] [--category goodwill|correction|chargeback]');
      const memberId = await memberIdOf(call, username);
      const category = flags.get('category') ?? 'goodwill';
      const result = await call('operatorAdjustBalance', {
        body: { memberId, direction: 'credit', amountMinor: amountMinorOf(amount), category, reason: flags.get('reason') ?? flags.get('note') ?? 'operator credit', requestId: `cli-${randomUUID()}` },
      });
      console.log(terminalSafe(`Credited ${moneyText(amountMinorOf(amount), brand)} to ${username} on ${brand.name}: main balance ${moneyText(result.balanceAfterMinor, brand)} (transaction ${result.transactionId})`));
      break;
    }
    case 'cancel-draw':
    case 'settle-draw': {
      const [gameCode, drawNo] = positional;
      if (!gameCode || !drawNo) throw new Error(`Usage: npm run admin -- ${command} GAMECODE DRAWNO${command === 'cancel-draw' ? ' --reason TEXT' : ''}`);
      if (command === 'cancel-draw') {
        const { draw, refund } = await call('operatorCancelDraw', { body: { gameCode, drawNo, reason: flags.get('reason') ?? '' } });
        console.log(terminalSafe(`Draw ${draw.gameCode} ${draw.drawNo} is now ${draw.status}; refund: ${JSON.stringify(refund)}`));
      } else {
        const { job } = await call('operatorSettleDraw', { body: { gameCode, drawNo } });
        console.log(terminalSafe(`Settlement of ${gameCode} ${drawNo}: ${JSON.stringify(job)}`));
      }
      break;
    }
    default: {
      const context: CommandContext = { positional, flags, brandId: brand.id, brands, api, operatorSend, call };
      if (
        await runOperatorCommand(command, {
          ...context,
          saveKey: (key) => {
            mkdirSync(dataDir, { recursive: true });
            writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
            return keyFile;
          },
        })
      )
        break;
      if (await runPromotionCommand(command, context)) break;
      if (await runContractCommand(command, context)) break;
      if (await runLoyaltyEngineCommand(command, context)) break;
      if (await runMallCommand(command, context)) break;
      if (await runChatCommand(command, context)) break;
      if (await runRgCommand(command, context)) break;
      if (await runHelpCommand(command, context)) break;
      console.log(
        'Usage: npm run admin -- status | maintenance on|off | region on|off [--countries US] [--ips 1.2.3.0/24] | reset  [--brand ID]\n' +
          '       npm run admin -- list-withdrawals [--status S] | approve-withdrawal ID | reject-withdrawal ID [--reason T] | disburse-withdrawal ID [--ref R]\n' +
          '       npm run admin -- list-lock-events [--brand ID] [--username NAME] [--limit N]\n' +
          '       npm run admin -- resolve-withdrawal ID [--refund AMOUNT] | credit USERNAME AMOUNT --reason TEXT [--brand ID] [--category goodwill|correction|chargeback]\n' +
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
          HELP_USAGE +
          '\n' +
          OPERATOR_USAGE,
      );
      process.exitCode = command ? 1 : 0;
    }
  }
}

await main().catch(fail);
