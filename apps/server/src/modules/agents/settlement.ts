import { decimalString } from '@app/contract/money';
/**
 * Settlement of the contracts: for every stream (settlement-periods.ts STREAMS) and every period that has ended, each
 * contract that was in force for the WHOLE period (effective_at <= start, and neither ended nor past its end_at
 * before the period's end) is settled once:
 *
 * 1. one set-based statement per batch of contracts computes the team figures and amounts (settlement-figures.ts),
 *    inserts one agent_contract_settlements row per contract whose team had settled bets in the period (unique per
 *    contract and period_start: a rerun inserts nothing), and moves the contracts' cursor (settled_through); a dividend
 *    is at most its cap from the netting across sub-teams (dividend-netting.ts), computed once per period for the
 *    whole stream before the batches;
 * 2. the amounts due are paid in the same transaction through the ledger: from the house (postHouseCredits: ledger
 *    kind salary or dividend against SALARY_EXPENSE / DIVIDEND_EXPENSE) or, when the brand's agent_contract_settings
 *    say payer = upline, from the upline's main wallet (postTransaction, never below 0: when the upline lacks the
 *    money the settlement is recorded unpaid and retried at every run). The ledger key is
 *    <salary|dividend>:<contract id>:<period start>, a second guard against paying twice; meta.contractId names the
 *    contract in the downline's account records.
 *
 * Catch-up: a run starts from the oldest cursor among the contracts in force (at most 31 days back) and walks every
 * period that has ended since, so a restart (or a stopped job) pays every missed period; periods that ended more than
 * 31 days before the run are not paid. Two runs at once (two servers) pay nothing twice: the unique index decides.
 */
import { MAIN_WALLET } from '@app/contract/wallet';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { everyUnderLease, jobFailed } from '../../lib/job-lease';
import { AppError } from '../../lib/app-error';
import { type BrandLookup, digitsOfBrand } from '../../lib/brands';
import { notifyMember } from '../inbox/notify';
import { postHouseCredits, type HouseCredit } from '../wallet/ledger/bulk-credits';
import { postTransaction } from '../wallet/ledger/posting';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { applyDueAmendments } from './contract-amendments';
import { finishEndedContracts } from './contracts';
import { contractColumns, dividendNettingCaps, figuresWindow, nettedAmount, rowsOf, teamFiguresCtes, ts } from './settlement-figures';
import { nextPeriod, type Period, periodAt, periodKey, STREAMS, type Stream } from './settlement-periods';

const DAY = 86_400_000;
/** Periods that ended longer ago than this before a run are not caught up. */
export const CATCH_UP_MS = 31 * DAY;
/** Contracts per statement (and per transaction). */
export const SETTLEMENT_BATCH = 2_500;

export interface StreamResult {
  stream: string;
  periods: number;
  /** contracts in force for a whole period, summed over the periods */
  contracts: number;
  /** settlement rows written (a contract whose team had bets in the period) */
  recorded: number;
  paid: number;
  paidMinor: number;
  unpaid: number;
}

interface DueRow {
  id: number;
  contractId: number;
  brandId: string;
  kind: string;
  uplineId: number;
  downlineId: number;
  amountMinor: number;
  payer: 'house' | 'upline';
  periodStart: string;
  periodEnd: string;
  attempts: number;
}

const inForceUntil = sql`least(coalesce(k.ended_at, 'infinity'::timestamptz), coalesce(k.end_at, 'infinity'::timestamptz))`;
const ofStream = (s: Stream) => sql`k.kind = ${s.kind} and k.dividend_period is not distinct from ${s.dividendPeriod}::text and k.effective_at is not null`;
/** The contracts of the brands whose clock is `timeZone`: a stream settles each zone's periods on its own clock. */
const onClock = (timeZone: string, alias = sql`k`) => sql`brand_zone(${alias}.brand_id) = ${timeZone}`;
const ledgerKindOf = (kind: string): 'salary' | 'dividend' => (kind === 'dividend' ? 'dividend' : 'salary');

function paymentOf(row: DueRow) {
  const period = { start: new Date(row.periodStart) };
  const ledgerKind = ledgerKindOf(row.kind);
  return {
    ledgerKind,
    key: `${ledgerKind}:${row.contractId}:${periodKey(period)}`,
    reference: `${row.kind} #${row.contractId} ${periodKey(period)}`,
    meta: { contractId: row.contractId, settlementId: row.id, contractKind: row.kind, uplineId: row.uplineId, periodStart: row.periodStart, periodEnd: row.periodEnd },
  };
}

async function markPaid(tx: Db, paid: Array<{ id: number; transactionId: number | null; payer: string }>) {
  if (!paid.length) return;
  await tx.execute(sql`
    update agent_contract_settlements s set status = 'paid', transaction_id = v.tx, payer = v.payer, paid_at = now(), attempts = s.attempts + 1
    from jsonb_to_recordset(${JSON.stringify(paid.map((p) => ({ id: p.id, tx: p.transactionId, payer: p.payer })))}::jsonb) as v(id bigint, tx bigint, payer text)
    where s.id = v.id`);
}

/** Pays settlements from the house, in one ledger statement per kind. */
async function payFromHouse(tx: Db, rows: DueRow[]) {
  for (const ledgerKind of ['salary', 'dividend'] as const) {
    const mine = rows.filter((r) => ledgerKindOf(r.kind) === ledgerKind);
    if (!mine.length) continue;
    const credits: HouseCredit[] = mine.map((r) => {
      const p = paymentOf(r);
      return { brandId: r.brandId, memberId: r.downlineId, amountMinor: r.amountMinor, idempotencyKey: p.key, reference: p.reference, meta: { ...p.meta, payer: 'house' } };
    });
    const posted = await postHouseCredits(tx, ledgerKind, credits);
    const paid = [];
    for (const [i, r] of mine.entries()) {
      const key = `${r.downlineId}:${credits[i]!.idempotencyKey}`;
      // a key posted before (a settlement row lost by hand): the first posting stands
      const transactionId = posted.get(key) ?? (await existingTransactionId(tx, r.downlineId, credits[i]!.idempotencyKey));
      paid.push({ id: r.id, transactionId, payer: 'house' });
    }
    await markPaid(tx, paid);
  }
}

async function existingTransactionId(tx: Db, memberId: number, key: string) {
  const [row] = rowsOf<{ id: string }>(await tx.execute(sql`select id from ledger_transactions where member_id = ${memberId} and idempotency_key = ${key}`));
  return row ? Number(row.id) : null;
}

/**
 * Pays one settlement from the upline's main wallet; false (recorded unpaid, the upline told once, in its brand's
 * currency: `brands`) when it lacks the money.
 */
async function payFromUpline(tx: Db, row: DueRow, brands: BrandLookup) {
  const p = paymentOf(row);
  try {
    const posted = await postTransaction(tx, {
      brandId: row.brandId,
      memberId: row.downlineId,
      kind: p.ledgerKind,
      idempotencyKey: p.key,
      fingerprint: `upline:${row.uplineId}:${row.amountMinor}`,
      reference: p.reference,
      meta: { ...p.meta, payer: 'upline' },
      legs: [
        { memberId: row.uplineId, code: MAIN_WALLET, amountMinor: -row.amountMinor },
        { memberId: row.downlineId, code: MAIN_WALLET, amountMinor: row.amountMinor },
      ],
    });
    await markPaid(tx, [{ id: row.id, transactionId: posted.transactionId, payer: 'upline' }]);
    return true;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_BALANCE') throw error;
    await tx.execute(sql`update agent_contract_settlements set status = 'unpaid', payer = 'upline', attempts = attempts + 1 where id = ${row.id}`);
    if (row.attempts === 0) {
      const [names] = rowsOf<{ username: string }>(await tx.execute(sql`select username from members where id = ${row.downlineId}`));
      await notifyMember(tx, {
        brandId: row.brandId,
        memberId: row.uplineId,
        category: 'contract',
        key: 'contract_payment_unpaid',
        params: { kind: row.kind, amount: decimalString(row.amountMinor, digitsOfBrand(brands, row.brandId)), counterpart: names?.username ?? '', period: periodKey({ start: new Date(row.periodStart) }), contractId: String(row.contractId) },
      });
    }
    return false;
  }
}

async function payDue(tx: Db, due: DueRow[], brands: BrandLookup) {
  let paid = 0;
  let paidMinor = 0;
  let unpaid = 0;
  const house = due.filter((r) => r.payer === 'house');
  await payFromHouse(tx, house);
  paid += house.length;
  paidMinor += house.reduce((sum, r) => sum + r.amountMinor, 0);
  for (const row of due.filter((r) => r.payer === 'upline')) {
    if (await payFromUpline(tx, row, brands)) {
      paid += 1;
      paidMinor += row.amountMinor;
    } else unpaid += 1;
  }
  return { paid, paidMinor, unpaid };
}

const dueRowsOf = (value: unknown): DueRow[] =>
  ((typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as Array<Record<string, unknown>>).map((r) => ({
    id: Number(r.id),
    contractId: Number(r.contract_id),
    brandId: String(r.brand_id),
    kind: String(r.kind),
    uplineId: Number(r.upline_id),
    downlineId: Number(r.downline_id),
    amountMinor: Number(r.amount_minor),
    payer: r.payer as 'house' | 'upline',
    periodStart: new Date(String(r.period_start)).toISOString(),
    periodEnd: new Date(String(r.period_end)).toISOString(),
    attempts: Number(r.attempts ?? 0),
  }));

/**
 * One batch of one period: figures, settlement rows, cursors and payments, in one transaction. `caps`: the period's
 * dividend caps (dividend-netting.ts), null for salaries.
 */
async function settleBatch(db: Db, brands: BrandLookup, stream: Stream, period: Period, timeZone: string, after: number, batchSize: number, caps: Map<number, number> | null) {
  const netted = nettedAmount(caps);
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with recursive c as (
        select ${contractColumns} from agent_contracts k
        where ${ofStream(stream)} and ${onClock(timeZone)} and k.effective_at <= ${ts(period.start)} and ${inForceUntil} >= ${ts(period.end)}
          and (k.settled_through is null or k.settled_through < ${ts(period.end)}) and k.id > ${after}
        order by k.id limit ${batchSize}
      ),
      ${teamFiguresCtes(figuresWindow(period, timeZone))}${netted.cte},
      ins as (
        insert into agent_contract_settlements (contract_id, brand_id, kind, upline_id, downline_id, period_start, period_end,
          team_valid_bet_minor, team_profit_loss_minor, active_members, rate_bp, amount_minor, status, payer)
        select c.id, c.brand_id, c.kind, c.upline_id, c.downline_id, ${ts(period.start)}, ${ts(period.end)}, f.vb, f.pl, f.active, c.rate_bp,
          ${netted.amount}, case when ${netted.amount} > 0 then 'pending' else 'not_met' end, coalesce(s.payer, 'house')
        from c join f on f.contract_id = c.id left join agent_contract_settings s on s.brand_id = c.brand_id ${netted.join}
        where f.bets > 0
        on conflict (contract_id, period_start) do nothing
        returning *
      ),
      moved as (
        update agent_contracts k set settled_through = ${ts(period.end)} from c where k.id = c.id returning k.id
      )
      select (select count(*) from c)::int as contracts, (select max(id) from c) as last_id, (select count(*) from moved)::int as moved,
        (select count(*) from ins)::int as recorded,
        (select coalesce(json_agg(ins), '[]'::json) from ins where status = 'pending') as due`);
    const row = rowsOf<{ contracts: number; last_id: number | null; recorded: number; due: unknown }>(result)[0]!;
    const payments = await payDue(tx, dueRowsOf(row.due), brands);
    return { contracts: Number(row.contracts), lastId: Number(row.last_id ?? after), recorded: Number(row.recorded), ...payments };
  });
}

/**
 * Settles one period of a stream for every contract in force for the whole of it, in batches. Dividends are netted
 * across sub-teams over the whole stream first: a contract's cap depends on contracts of other batches.
 */
export async function settlePeriod(db: Db, brands: BrandLookup, stream: Stream, period: Period, timeZone: string, batchSize = SETTLEMENT_BATCH) {
  const total = { contracts: 0, recorded: 0, paid: 0, paidMinor: 0, unpaid: 0 };
  const caps = stream.kind === 'dividend' ? await dividendNettingCaps(db, stream.dividendPeriod, period, onClock(timeZone, sql`x`)) : null;
  let after = 0;
  for (;;) {
    const batch = await settleBatch(db, brands, stream, period, timeZone, after, batchSize, caps);
    for (const k of Object.keys(total) as Array<keyof typeof total>) total[k] += batch[k];
    if (batch.contracts < batchSize) return total;
    after = batch.lastId;
  }
}

/** Settles every ended period of a stream since the oldest cursor (bounded by CATCH_UP_MS), each brand on its own clock. */
export async function settleStream(db: Db, brands: BrandLookup, stream: Stream, at: Date, batchSize = SETTLEMENT_BATCH): Promise<StreamResult> {
  const result: StreamResult = { stream: stream.name, periods: 0, contracts: 0, recorded: 0, paid: 0, paidMinor: 0, unpaid: 0 };
  const floor = new Date(at.getTime() - CATCH_UP_MS);
  const zones = rowsOf<{ zone: string; from: string | Date | null }>(
    await db.execute(sql`
      select brand_zone(k.brand_id) as zone, min(greatest(coalesce(k.settled_through, k.effective_at), ${ts(floor)})) as from from agent_contracts k
      where ${ofStream(stream)} and coalesce(k.settled_through, k.effective_at) < least(${inForceUntil}, ${ts(at)})
      group by 1 order by 1`),
  );
  for (const { zone, from } of zones) if (from) await settleZone(db, brands, stream, zone, new Date(from), at, result, batchSize);
  return result;
}

/** One zone's part of a stream: its periods from `from` that have ended at `at`, added up in `result`. */
async function settleZone(db: Db, brands: BrandLookup, stream: Stream, timeZone: string, from: Date, at: Date, result: StreamResult, batchSize: number) {
  let period = periodAt(stream.cadence, from, timeZone);
  while (period.end <= at) {
    const done = await settlePeriod(db, brands, stream, period, timeZone, batchSize);
    result.periods += 1;
    result.contracts += done.contracts;
    result.recorded += done.recorded;
    result.paid += done.paid;
    result.paidMinor += done.paidMinor;
    result.unpaid += done.unpaid;
    period = nextPeriod(stream.cadence, period, timeZone);
  }
  // contracts whose time in force ended inside a period (never payable whole): their cursor goes to their end
  await db.execute(sql`
    update agent_contracts k set settled_through = ${inForceUntil}
    where ${ofStream(stream)} and ${onClock(timeZone)} and ${inForceUntil} <= ${ts(period.start)} and (k.settled_through is null or k.settled_through < ${inForceUntil})`);
}

/** Settlements the paying upline could not cover, tried again (within CATCH_UP_MS); the brand's current payer pays. */
export async function retryUnpaid(db: Db, brands: BrandLookup, at: Date, limit = 500) {
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`select id from agent_contract_settlements where status = 'unpaid' and period_end > ${ts(new Date(at.getTime() - CATCH_UP_MS))} order by id limit ${limit}`),
  );
  let paid = 0;
  for (const { id } of ids) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.execute(sql`
        select s.*, coalesce(b.payer, 'house') as brand_payer from agent_contract_settlements s
        left join agent_contract_settings b on b.brand_id = s.brand_id
        where s.id = ${Number(id)} and s.status = 'unpaid' for update of s`).then((r) => rowsOf<Record<string, unknown>>(r));
      if (!row) return false;
      const [due] = dueRowsOf([{ ...row, payer: row.brand_payer }]);
      if (due!.payer === 'house') {
        await payFromHouse(tx, [due!]);
        return true;
      }
      return payFromUpline(tx, due!, brands);
    });
    if (done) paid += 1;
  }
  return { tried: ids.length, paid };
}

/**
 * Everything the contracts' job does at `at`: finish ended contracts, settle the streams, retry unpaid settlements
 * (`brands`: each settlement's brand's currency words its messages).
 */
export async function runContractJobs(db: Db, brands: BrandLookup, at = new Date(), streamNames?: readonly string[]) {
  // an amended contract ends at its boundary as amended (not as finished), with its successor opened before settling
  const amended = await applyDueAmendments(db, at);
  const finished = await finishEndedContracts(db, at);
  const streams: StreamResult[] = [];
  for (const stream of STREAMS.filter((s) => !streamNames || streamNames.includes(s.name))) streams.push(await settleStream(db, brands, stream, at));
  const retried = await retryUnpaid(db, brands, at);
  return { at: at.toISOString(), amended, finished, streams, retried };
}

/** The operator's run (admin route, CLI settle-salaries) in the audit trail, with what it settled. */
export async function recordSettlementRun(db: Db, operator: Operator, period: string, result: Awaited<ReturnType<typeof runContractJobs>>) {
  const streams = result.streams.filter((s) => s.periods > 0).map(({ stream, periods, recorded, paid, paidMinor, unpaid }) => ({ stream, periods, recorded, paid, paidMinor, unpaid }));
  await recordAudit(db, operator, { brandId: null, action: 'settle_contracts', target: `contracts:${period}`, detail: { at: result.at, finished: result.finished, streams, retried: result.retried } });
}

/**
 * Every minute (the timer never keeps the process alive): the 5-minute real-time salaries are paid within a minute of
 * their period's end, the others likewise; the first run after a start catches up what was missed. Returns a stop
 * function.
 */
export function scheduleContractJobs(db: Db, brands: BrandLookup, log: FastifyBaseLogger, everyMs = 60_000) {
  // one process of those sharing the database settles (a lease)
  return everyUnderLease(db, 'agent-contract-jobs', everyMs, () =>
    runContractJobs(db, brands)
      .then((r) => {
        for (const s of r.streams) if (s.recorded || s.unpaid) log.info({ ...s }, 'agent contracts settled');
      })
      .catch(jobFailed(log, 'agent contract jobs failed')),
  );
}
