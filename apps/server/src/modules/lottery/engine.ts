import type { PlayType } from '@app/contract/lottery-rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteryDraws, lotteryGames, lotteryOdds } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { BrandLookup } from '../../lib/brands';
import { jobLease } from '../../lib/job-lease';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { cancelDraw, closeDueDraws, drawDueDraws, type DrawRow, ensureDraw, findDraw, pendingMoneyWork } from './draws';
import { type EngineGame, engineGameOf } from './games';
import type { OddsEntry } from './odds';
import { slotAfter } from './schedule';
import { type MoneyJobResult, refundDraw, SETTLEMENT_BATCH_SIZE, settleDraw } from './settlement';

/*
 * The lottery engine: the games and odds (cached briefly), and the scheduler's tick.
 *
 * A tick at time t: (1) makes sure every enabled game's current slot has its draw (seed committed), (2) closes open
 * draws whose close time passed, (3) draws every open or closed draw whose draw time passed, oldest first,
 * (4) settles drawn draws and refunds cancelled ones. All of it is state in the database guarded by SQL, so the
 * scheduler survives a restart: the first tick after it catches up whatever was left (draws that were open while the
 * server was down are drawn from their committed seed; slots that never got a row are skipped, nobody could bet on
 * them), and two ticks at once (two servers) never draw or pay twice.
 *
 * The server starts the scheduler (server.ts); tests call tick(at) with simulated times instead.
 */

export interface LotteryLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface LotteryEngineOptions {
  db: Db;
  /** the brand files: a winner's notification is worded in the currency of the winner's brand */
  brands: BrandLookup;
  log?: LotteryLog;
  /** the clock bets and the scheduler read (tests pass a simulated one) */
  now?: () => Date;
  tickIntervalMs?: number;
  settlementBatchSize?: number;
  /** told of every scheduled tick this process ran (not of the ticks another process holding the lease ran) */
  onTick?: (summary: TickSummary) => void;
}

export interface TickSummary {
  created: number;
  closed: number;
  drawn: number;
  settled: number;
  refunded: number;
  tickets: number;
}

const CACHE_TTL_MS = 30_000;
/** how long the scheduler's lease outlives its holder's last tick */
const SCHEDULER_LEASE_MS = 10_000;
const silent: LotteryLog = { info() {}, error() {} };

export function createLotteryEngine(options: LotteryEngineOptions) {
  const { db } = options;
  const log = options.log ?? silent;
  const now = options.now ?? (() => new Date());
  const batchSize = options.settlementBatchSize ?? SETTLEMENT_BATCH_SIZE;

  let gamesCache: { loadedAt: number; games: Map<string, EngineGame> } | null = null;
  /** every game row, enabled or not (a disabled game's pending draws still finish) */
  async function games(): Promise<Map<string, EngineGame>> {
    if (gamesCache && Date.now() - gamesCache.loadedAt < CACHE_TTL_MS) return gamesCache.games;
    const rows = await db.select().from(lotteryGames).orderBy(asc(lotteryGames.sort), asc(lotteryGames.code));
    gamesCache = { loadedAt: Date.now(), games: new Map(rows.map((r) => [r.code, engineGameOf(r)])) };
    return gamesCache.games;
  }
  async function enabledGames() {
    return [...(await games()).values()].filter((g) => g.enabled);
  }
  /** An enabled game, or GAME_NOT_FOUND. */
  async function game(code: string): Promise<EngineGame> {
    const found = (await games()).get(code);
    if (!found?.enabled) throw new AppError('GAME_NOT_FOUND', { gameCode: code });
    return found;
  }

  const oddsCache = new Map<string, { loadedAt: number; rows: Map<string, OddsEntry> }>();
  async function brandOdds(brandId: string) {
    const cached = oddsCache.get(brandId);
    if (cached && Date.now() - cached.loadedAt < CACHE_TTL_MS) return cached.rows;
    const rows = await db.select().from(lotteryOdds).where(eq(lotteryOdds.brandId, brandId));
    const map = new Map(rows.map((r) => [`${r.layout}:${r.playType}`, { oddsThousandths: r.oddsThousandths, minStakeMinor: r.minStakeMinor, maxStakeMinor: r.maxStakeMinor }]));
    oddsCache.set(brandId, { loadedAt: Date.now(), rows: map });
    return map;
  }
  const odds = async (brandId: string, layout: string, playType: PlayType) => (await brandOdds(brandId)).get(`${layout}:${playType}`) ?? null;

  /** game -> draw number already ensured: a tick inserts only when a slot changes */
  const ensured = new Map<string, string>();
  async function ensureCurrentDraws(at: Date) {
    let created = 0;
    for (const g of await enabledGames()) {
      try {
        const slot = slotAfter(g, at);
        if (ensured.get(g.code) === slot.drawNo) continue;
        await ensureDraw(db, g, slot, at);
        ensured.set(g.code, slot.drawNo);
        created += 1;
      } catch (error) {
        // one misconfigured game (an operator's edit) must not stop the others' draws
        log.error({ err: error, gameCode: g.code }, 'lottery draw could not be opened');
      }
    }
    return created;
  }

  async function drawRow(id: number): Promise<DrawRow> {
    const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
    if (!row) throw new Error(`draw ${id} missing`);
    return row;
  }

  /** Settles a drawn draw or refunds a cancelled one; null for a draw in another state (or of an unknown game). */
  async function runMoneyJob(draw: DrawRow, at: Date = now()): Promise<MoneyJobResult | null> {
    const g = (await games()).get(draw.gameCode);
    if (!g) return null;
    // the state is re-read by the caller just before: another scheduler may have finished the draw meanwhile
    if (draw.status === 'drawn' || draw.status === 'settled') return settleDraw(db, draw, g, at, options.brands, batchSize);
    if (draw.status === 'cancelled') return refundDraw(db, draw, g, at, batchSize);
    return null;
  }

  /** One scheduler step at `at` (see the file comment). */
  async function tick(at: Date = now()): Promise<TickSummary> {
    const summary: TickSummary = { created: 0, closed: 0, drawn: 0, settled: 0, refunded: 0, tickets: 0 };
    const all = await games();
    summary.created = await ensureCurrentDraws(at);
    summary.closed = (await closeDueDraws(db, at)).length;
    const DRAW_LIMIT = 200;
    for (;;) {
      const drawn = await drawDueDraws(db, all, at, DRAW_LIMIT);
      summary.drawn += drawn.length;
      for (const d of drawn) log.info({ gameCode: d.gameCode, drawNo: d.drawNo }, 'lottery draw drawn');
      if (drawn.length < DRAW_LIMIT) break;
    }
    for (const work of await pendingMoneyWork(db)) {
      const draw = await drawRow(work.id);
      const started = performance.now();
      const job = await runMoneyJob(draw, at);
      if (!job) continue;
      summary.tickets += job.tickets;
      const refund = draw.status === 'cancelled';
      if (job.finished) {
        if (refund) summary.refunded += 1;
        else summary.settled += 1;
      }
      if (job.tickets) log.info({ gameCode: draw.gameCode, drawNo: draw.drawNo, ...job, ms: Math.round(performance.now() - started) }, `lottery draw ${refund ? 'refunded' : 'settled'}`);
    }
    return summary;
  }

  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<unknown> | null = null;
  // several server processes on one database: the one holding the lease ticks, the others stand by and take over
  // within SCHEDULER_LEASE_MS when it stops (each step is guarded in SQL too, so even two ticks would not pay twice)
  const lease = jobLease(db, 'lottery-scheduler', SCHEDULER_LEASE_MS);
  /** Runs a tick unless one is running (a slow settlement never overlaps the next second's tick). */
  function runTick() {
    running ??= lease
      .run(() => tick())
      .then((summary) => summary && options.onTick?.(summary))
      .catch((error: unknown) => log.error({ err: error }, 'lottery tick failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    db,
    now,
    games,
    enabledGames,
    game,
    odds,
    brandOdds,
    tick,
    /** Starts the scheduler: a tick now (the catch-up) and every tickIntervalMs (1 s) after. */
    start() {
      if (timer) return;
      timer = setInterval(() => void runTick(), options.tickIntervalMs ?? 1000);
      timer.unref?.();
      void runTick();
    },
    /** Stops the scheduler, waits for a running tick (the database can close after it) and gives the lease up. */
    async stop() {
      const started = timer !== null;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      if (started) await lease.release();
    },
    get running() {
      return timer !== null;
    },
    /** Cancels a draw without a result (audited with the cancel) and refunds its tickets at once (operator action). */
    async cancelDraw(gameCode: string, drawNo: string, reason: string, operator: Operator) {
      const draw = await db.transaction(async (tx) => {
        const cancelled = await cancelDraw(tx, gameCode, drawNo, reason, now());
        await recordAudit(tx, operator, { brandId: null, action: 'lottery.draw.cancel', target: `draw:${gameCode}:${drawNo}`, detail: { reason, after: { status: cancelled.status } } });
        return cancelled;
      });
      return { draw, refund: await runMoneyJob(draw) };
    },
    /** Runs (or reruns) the money job of a draw: settlement when drawn, refunds when cancelled; the operator's rerun is audited with its outcome. */
    async settle(gameCode: string, drawNo: string, operator: Operator) {
      const job = await runMoneyJob(await findDraw(db, gameCode, drawNo));
      await recordAudit(db, operator, { brandId: null, action: 'lottery.draw.settle', target: `draw:${gameCode}:${drawNo}`, detail: { job } });
      return job;
    },
    /** Runs a draw's money job now, as the scheduler's next tick would (after the operators confirmed its official result). */
    async moneyJob(draw: DrawRow) {
      return runMoneyJob(draw);
    },
    /** Forgets a brand's cached odds (after an operator changed them): its next ticket reads them again. */
    forgetOdds(brandId: string) {
      oddsCache.delete(brandId);
    },
    /** Forgets cached games and odds (after an operator change, and in tests). */
    invalidate() {
      gamesCache = null;
      oddsCache.clear();
      ensured.clear();
    },
    /** The game's draw for a slot number, if any. */
    async findDraw(gameCode: string, drawNo: string) {
      const [row] = await db.select().from(lotteryDraws).where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.drawNo, drawNo)));
      return row ?? null;
    },
  };
}

export type LotteryEngine = ReturnType<typeof createLotteryEngine>;
