/**
 * The players report and the agents report (issue 30, migration 0052): registrations, first depositors and active
 * players per day equal what the members, deposit orders and bets say; active players over a range are distinct
 * members, also while some active days wait for the roll-up to link them (out of order too); cohorts count a member
 * in its registration week and once per week it played; a level's team figures equal the bets (and the ledger's bet
 * and win legs) of the members below that level, and what the house paid equals the ledger's salary and dividend
 * legs, the upline's own pay apart; the top agents are ordered by team valid bet; every figure is the same before and
 * after the roll-up; one brand's operator cannot read another's.
 */
import { addDays, zonedDate, zonedMidnight } from '@app/contract/zoned-time';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIN_WALLET } from '@app/contract/wallet';
import { rollUpTeamFigures } from '../../src/modules/agents/team-figures';
import { rollUpReports } from '../../src/modules/reports/roll-up';
import { creditWin, debitForBet } from '../../src/modules/wallet/ledger/bets';
import { postHouseCredits } from '../../src/modules/wallet/ledger/bulk-credits';
import { postEntry, postTransaction } from '../../src/modules/wallet/ledger/posting';
import { contractsFixture } from '../agent-contracts-support';
import { buildTestApp } from '../helper';
import { brandLimitedOperator, operatorsClient, operatorTokens } from '../operators-support';
import { walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const db = app.database.db;
const w = walletClient(app);
const ops = operatorsClient(app);
const fx = contractsFixture(app);
let tokens: Awaited<ReturnType<typeof operatorTokens>>;
beforeAll(async () => {
  tokens = await operatorTokens(app);
});

/** the demo brand's clock: its business days are Manila's calendar days */
const ZONE = 'Asia/Manila';
const today = () => zonedDate(Date.now(), ZONE);
const next = (day: string) => addDays(day, 1);
/** the instant a Manila day begins */
const midnight = (day: string) => zonedMidnight(day, ZONE).toISOString();
const rows = async <T>(statement: ReturnType<typeof sql>) => ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
const count = async (statement: ReturnType<typeof sql>) => Number((await rows<{ n: string }>(statement))[0]?.n ?? 0);

type Players = {
  days: Array<{ day: string; registrations: number; firstDepositors: number; activePlayers: number }>;
  totals: { registrations: number; firstDepositors: number; activePlayers: number; conversionBp: number | null };
  cohorts: Array<{ week: string; size: number; weeks: Array<{ week: number; active: number; rateBp: number | null }> }>;
};
async function players(from: string, to: string, token = tokens.owner, brandId = 'demo') {
  const res = await ops.call('operatorPlayersReport', { token, query: { brandId, from, to } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as Players;
}
type Team = { newMembers: number; betCount: number; stakeMinor: number; validBetMinor: number; payoutMinor: number; netLossMinor: number; depositMinor: number; withdrawalMinor: number };
type Pay = { salaryMinor: number; dividendMinor: number; paidMinor: number };
type Agents = {
  levels: Array<Team & Pay & { level: number; agents: number }>;
  totals: Team & Pay & { agents: number };
  top: Array<{ memberId: number; username: string; level: number; teamSize: number; validBetMinor: number; netLossMinor: number; paidMinor: number }>;
};
async function agents(from = today(), to = today(), token = tokens.owner) {
  const res = await ops.call('operatorAgentsReport', { token, query: { brandId: 'demo', from, to } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as Agents;
}
/** Both roll-ups: the reports' queues and active days, and the agent teams' (agent_team_daily, read by the top list). */
const rollUpAll = async () => {
  await rollUpReports(db);
  await rollUpTeamFigures(db);
};

/** A bet settled now through the ledger (funded first). */
async function bet(memberId: number, stakeMinor: number, payoutMinor: number) {
  await postEntry(db, { brandId: 'demo', memberId, kind: 'adjustment', amountMinor: stakeMinor, idempotencyKey: `fund-${randomUUID()}` });
  const betKey = `people-${randomUUID()}`;
  await debitForBet(db, { brandId: 'demo', memberId, vendor: 'PPL', gameType: 'RNG', gameCode: 'p1', gameName: 'People game', betKey, stakeMinor });
  await creditWin(db, { memberId, betKey, payoutMinor });
}

/** A member registered at a given time (inserted as the registration does; the trigger counts it on that day). */
async function memberAt(at: string) {
  const [row] = await rows<{ id: number }>(sql`
    insert into members (brand_id, username, nickname, type, register_method, created_at)
    values ('demo', ${`pp${randomUUID().slice(0, 12)}`}, 'Cohort', 0, 'TEST', ${at}::timestamptz) returning id`);
  return Number(row!.id);
}
/** Settled bets at given times, in one statement (as bulk settlement writes them). */
async function betsAt(list: Array<[number, string]>) {
  const values = list.map(([memberId, at]) => sql`('demo', ${memberId}, 'PPL', 'RNG', 'p1', 'People game', ${MAIN_WALLET}, 100, 0, 100, 'settled', ${`pp-${randomUUID()}`}, ${at}::timestamptz, ${at}::timestamptz)`);
  await db.execute(sql`
    insert into bets (brand_id, member_id, vendor, game_type, game_code, game_name, wallet, stake_minor, payout_minor, valid_bet_minor, status, bet_key, placed_at, settled_at)
    values ${sql.join(values, sql`, `)}`);
}

describe('the players report', () => {
  /** What the raw tables say about the demo brand on one of its business days. */
  async function rawDay(day: string) {
    const [start, end] = [midnight(day), midnight(next(day))];
    return {
      day,
      registrations: await count(sql`select count(*) as n from members where brand_id = 'demo' and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`),
      firstDepositors: await count(sql`
        select count(*) as n from (select distinct on (member_id) member_id, paid_at from deposit_orders where brand_id = 'demo' and status = 'paid' and paid_at is not null order by member_id, paid_at, id) f
        where f.paid_at >= ${start}::timestamptz and f.paid_at < ${end}::timestamptz`),
      activePlayers: await count(sql`
        select count(distinct member_id) as n from bets where brand_id = 'demo' and status = 'settled' and settled_at >= ${start}::timestamptz and settled_at < ${end}::timestamptz`),
    };
  }

  it('counts today’s registrations, first depositors and active players as the members, deposits and bets say, before and after the roll-up', async () => {
    const before = await players(today(), today());
    const a = await w.register();
    const b = await w.register();
    await w.register();
    await w.depositPaid(a, '100');
    await w.depositPaid(a, '150');
    await rollUpAll();
    await w.depositPaid(b, '200');
    await bet(a.memberId, 1_000, 0);
    await bet(a.memberId, 500, 700);
    await bet(b.memberId, 300, 0);

    const after = await players(today(), today());
    expect(after.days).toEqual([await rawDay(today())]);
    const grew = (key: keyof Players['totals']) => Number(after.totals[key]) - Number(before.totals[key]);
    expect(['registrations', 'firstDepositors', 'activePlayers'].map((k) => grew(k as keyof Players['totals']))).toEqual([3, 2, 2]);
    expect(after.totals.conversionBp).toBe(Math.round((after.totals.firstDepositors / after.totals.registrations) * 10_000));
    await rollUpAll();
    expect(await players(today(), today())).toEqual(after);
  });

  it('counts a member active on several days of a range once, its days linked in any order, and places it in its registration week’s cohort', async () => {
    // March 2021: Monday the 1st starts week 0 of A, B and C; D registers on Tuesday the 9th (the next week)
    const [a, b, c, d] = [await memberAt('2021-03-01T10:00:00Z'), await memberAt('2021-03-01T11:00:00Z'), await memberAt('2021-03-01T12:00:00Z'), await memberAt('2021-03-09T10:00:00Z')];
    await betsAt([
      [a, '2021-03-02T09:00:00Z'],
      [a, '2021-03-02T15:00:00Z'],
      [a, '2021-03-10T09:00:00Z'],
      [b, '2021-03-03T09:00:00Z'],
      [d, '2021-03-09T12:00:00Z'],
    ]);
    await betsAt([[d, '2021-03-10T12:00:00Z']]);
    const rawDistinct = (from: string, to: string) =>
      count(sql`select count(distinct member_id) as n from bets where brand_id = 'demo' and status = 'settled' and settled_at >= ${midnight(from)}::timestamptz and settled_at < ${midnight(next(to))}::timestamptz`);
    const ranges: Array<[string, string]> = [
      ['2021-03-01', '2021-03-21'],
      ['2021-03-01', '2021-03-01'],
      ['2021-03-02', '2021-03-10'],
      ['2021-03-09', '2021-03-10'],
      ['2021-03-10', '2021-03-16'],
      ['2021-03-16', '2021-03-16'],
    ];
    const distinctOf = async () => Promise.all(ranges.map(async ([from, to]) => (await players(from, to)).totals.activePlayers));
    const rawOf = async () => Promise.all(ranges.map(([from, to]) => rawDistinct(from, to)));
    expect(await distinctOf()).toEqual([3, 0, 3, 2, 2, 0]);
    expect(await distinctOf()).toEqual(await rawOf());
    await rollUpAll();
    expect(await distinctOf()).toEqual([3, 0, 3, 2, 2, 0]);

    // A's earlier day and B's later one arrive after the others were linked: A's 2nd now links to the 1st
    await betsAt([
      [a, '2021-03-01T12:00:00Z'],
      [b, '2021-03-16T09:00:00Z'],
    ]);
    const expected = [3, 1, 3, 2, 3, 1];
    expect(await distinctOf()).toEqual(expected);
    expect(await rawOf()).toEqual(expected);
    await rollUpAll();
    expect(await distinctOf()).toEqual(expected);
    const links = await rows<{ day: string; prev: string }>(sql`select to_char(day, 'YYYY-MM-DD') as day, to_char(prev_day, 'YYYY-MM-DD') as prev from report_member_days where member_id = ${a} order by day`);
    expect(links.map((l) => [l.day, l.prev])).toEqual([
      ['2021-03-01', '1900-01-01'],
      ['2021-03-02', '2021-03-01'],
      ['2021-03-10', '2021-03-02'],
    ]);

    const report = await players('2021-03-01', '2021-03-21');
    // the days add up to member-days (A twice in the first week), the range to distinct members
    expect(report.days.reduce((sum, day) => sum + day.activePlayers, 0)).toBe(7);
    expect(report.days.find((day) => day.day === '2021-03-02')).toEqual({ day: '2021-03-02', registrations: 0, firstDepositors: 0, activePlayers: 1 });
    expect(report.totals).toMatchObject({ registrations: 4, activePlayers: 3, firstDepositors: 0, conversionBp: 0 });
    expect(report.cohorts.map((cohort) => [cohort.week, cohort.size, cohort.weeks.slice(0, 4).map((x) => x.active)])).toEqual([
      // A and B in week 0 (A on two days, once), A in week 1, B in week 2; C never played
      ['2021-03-01', 3, [2, 1, 1, 0]],
      ['2021-03-08', 1, [1, 0, 0, 0]],
      ['2021-03-15', 0, [0, 0, 0, 0]],
    ]);
    expect(report.cohorts[0]!.weeks).toHaveLength(13);
    expect(report.cohorts[0]!.weeks[0]).toEqual({ week: 0, active: 2, rateBp: 6_667 });
    expect(report.cohorts[2]!.weeks[0]!.rateBp).toBeNull();
    // the raw tables agree: each cohort member's distinct active weeks
    const raw = await rows<{ cohort: string; k: number; n: string }>(sql`
      select to_char(date_trunc('week', m.created_at at time zone 'Asia/Manila'), 'YYYY-MM-DD') as cohort,
        ((date_trunc('week', b.settled_at at time zone 'Asia/Manila')::date - date_trunc('week', m.created_at at time zone 'Asia/Manila')::date) / 7)::int as k, count(distinct m.id) as n
      from members m join bets b on b.member_id = m.id and b.status = 'settled'
      where m.id in (${a}, ${b}, ${c}, ${d}) group by 1, 2 order by 1, 2`);
    for (const r of raw) expect(report.cohorts.find((x) => x.week === r.cohort)?.weeks[r.k]?.active).toBe(Number(r.n));
  });

  it('is one brand’s: an operator of another brand cannot read it', async () => {
    const tigerOnly = await brandLimitedOperator(app, 'tiger-players', 'finance', ['tiger']);
    for (const name of ['operatorPlayersReport', 'operatorAgentsReport'] as const) {
      const hidden = await ops.call(name, { token: tigerOnly, query: { brandId: 'demo', from: today(), to: today() } });
      expect([name, hidden.body.code]).toEqual([name, 'NOT_FOUND']);
    }
    expect((await players(today(), today(), tigerOnly, 'tiger')).days).toHaveLength(1);
  });
});

describe('the agents report', () => {
  const span = () => [midnight(today()), midnight(next(today()))] as const;
  /** The bets of today by the member's level now (1 + its ancestors), from the bets table. */
  async function rawMemberLevels() {
    const [start, end] = span();
    return rows<{ level: number; valid: string; stake: string; payout: string }>(sql`
      select l.level, sum(b.valid_bet_minor) as valid, sum(b.stake_minor) as stake, sum(b.payout_minor) as payout
      from bets b cross join lateral (select 1 + count(*)::int as level from agent_downline d where d.member_id = b.member_id) l
      where b.brand_id = 'demo' and b.status = 'settled' and b.settled_at >= ${start}::timestamptz and b.settled_at < ${end}::timestamptz and l.level > 1
      group by l.level`);
  }
  /** What the house's ledger legs paid today as salary and dividend, by the payee's level now. */
  async function rawPay() {
    const [start, end] = span();
    return rows<{ level: number; salary: string; dividend: string }>(sql`
      select 1 + (select count(*)::int from agent_downline d where d.member_id = t.member_id) as level,
        coalesce(-sum(e.amount_minor) filter (where e.kind = 'salary'), 0) as salary, coalesce(-sum(e.amount_minor) filter (where e.kind = 'dividend'), 0) as dividend
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where e.brand_id = 'demo' and e.member_id is null and e.kind in ('salary', 'dividend') and e.created_at >= ${start}::timestamptz and e.created_at < ${end}::timestamptz
      group by 1`);
  }
  /** The ledger's bet and win legs of some members today. */
  async function ledgerOf(memberIds: number[]) {
    const [row] = await rows<{ stake: string; payout: string }>(sql`
      select coalesce(-sum(amount_minor) filter (where kind = 'bet'), 0) as stake, coalesce(sum(amount_minor) filter (where kind = 'win'), 0) as payout
      from ledger_entries where member_id in (${sql.join(memberIds.map((id) => sql`${id}`), sql`, `)}) and kind in ('bet', 'win')`);
    return { stake: Number(row!.stake), payout: Number(row!.payout) };
  }
  const agentsAt = (report: Agents, level: number) => report.levels.find((l) => l.level === level)?.agents ?? 0;

  it('sums each level’s teams from the members below it and the house’s pay by payee level, as the bets and the ledger say', async () => {
    const before = await agents();
    // top > sub > m2, top > m1, top2 > m3
    const top = await fx.account(1, null);
    const sub = await fx.account(2, top);
    const m1 = await fx.player(top);
    const m2 = await fx.player(sub);
    const top2 = await fx.account(1, null);
    const m3 = await fx.player(top2);
    await bet(m1.id, 1_000, 300);
    await rollUpAll();
    await bet(m2.id, 2_000, 0);
    await bet(sub.id, 500, 700);
    await bet(m3.id, 400, 0);
    // the house pays sub a salary and top a dividend; top pays sub a salary of its own (not the house's money)
    await postHouseCredits(db, 'salary', [{ brandId: 'demo', memberId: sub.id, amountMinor: 1_234, idempotencyKey: `salary:${randomUUID()}`, reference: 'test salary', meta: {} }]);
    await postHouseCredits(db, 'dividend', [{ brandId: 'demo', memberId: top.id, amountMinor: 5_000, idempotencyKey: `dividend:${randomUUID()}`, reference: 'test dividend', meta: {} }]);
    await postEntry(db, { brandId: 'demo', memberId: top.id, kind: 'adjustment', amountMinor: 800, idempotencyKey: `fund-${randomUUID()}` });
    await postTransaction(db, {
      brandId: 'demo',
      memberId: sub.id,
      kind: 'salary',
      idempotencyKey: `upline-salary:${randomUUID()}`,
      fingerprint: 'upline',
      reference: 'paid by the upline',
      legs: [
        { memberId: top.id, code: MAIN_WALLET, amountMinor: -800 },
        { memberId: sub.id, code: MAIN_WALLET, amountMinor: 800 },
      ],
    });

    const after = await agents();
    // agents now: top and top2 at level 1, sub at level 2
    expect([agentsAt(after, 1) - agentsAt(before, 1), agentsAt(after, 2) - agentsAt(before, 2)]).toEqual([2, 1]);
    const level = (report: Agents, l: number) => report.levels.find((x) => x.level === l);
    const delta = (l: number, key: keyof Team | keyof Pay) => Number(level(after, l)?.[key] ?? 0) - Number(level(before, l)?.[key] ?? 0);
    // level 1's teams: m1, sub, m2, m3; level 2's: m2 (sub's team; m1 and sub are level 2 members, in level 1's teams)
    expect(['validBetMinor', 'stakeMinor', 'payoutMinor', 'netLossMinor', 'newMembers'].map((k) => delta(1, k as keyof Team))).toEqual([3_900, 3_900, 1_000, 2_900, 4]);
    expect(['validBetMinor', 'payoutMinor', 'netLossMinor', 'newMembers'].map((k) => delta(2, k as keyof Team))).toEqual([2_000, 0, 2_000, 1]);
    const ledger = await ledgerOf([m1.id, m2.id, sub.id, m3.id]);
    expect(ledger).toEqual({ stake: 3_900, payout: 1_000 });
    expect([delta(1, 'dividendMinor'), delta(1, 'salaryMinor'), delta(2, 'salaryMinor'), delta(2, 'paidMinor')]).toEqual([5_000, 0, 1_234, 1_234]);

    // every level agrees with the raw tables: its team is the members of the levels below it, its pay the house's legs
    const members = await rawMemberLevels();
    const pay = await rawPay();
    for (const l of after.levels) {
      const below = members.filter((m) => Number(m.level) > l.level);
      const sum = (pick: (m: (typeof members)[number]) => string) => below.reduce((total, m) => total + Number(pick(m)), 0);
      expect([l.level, l.validBetMinor, l.stakeMinor, l.payoutMinor]).toEqual([l.level, sum((m) => m.valid), sum((m) => m.stake), sum((m) => m.payout)]);
      const paid = pay.find((p) => Number(p.level) === l.level);
      expect([l.level, l.salaryMinor, l.dividendMinor]).toEqual([l.level, Number(paid?.salary ?? 0), Number(paid?.dividend ?? 0)]);
    }
    expect(after.totals.paidMinor).toBe(pay.reduce((total, p) => total + Number(p.salary) + Number(p.dividend), 0));
    expect(after.totals.validBetMinor).toBe(level(after, 1)!.validBetMinor);

    // the top list: by team valid bet, with the team's size and the house's pay in the range
    const topRow = after.top.find((t) => t.memberId === top.id);
    expect(topRow).toEqual({ memberId: top.id, username: top.username, level: 1, teamSize: 3, validBetMinor: 3_500, netLossMinor: 2_500, paidMinor: 5_000 });
    expect(after.top.find((t) => t.memberId === sub.id)).toEqual({ memberId: sub.id, username: sub.username, level: 2, teamSize: 1, validBetMinor: 2_000, netLossMinor: 2_000, paidMinor: 1_234 });
    expect(after.top.find((t) => t.memberId === top2.id)).toMatchObject({ level: 1, teamSize: 1, validBetMinor: 400 });
    expect(after.top.map((t) => t.validBetMinor)).toEqual([...after.top.map((t) => t.validBetMinor)].sort((x, y) => y - x));
    expect(after.top.findIndex((t) => t.memberId === top.id)).toBeLessThan(after.top.findIndex((t) => t.memberId === sub.id));

    await rollUpAll();
    expect(await agents()).toEqual(after);
  });

  it('follows a move: the moved agent’s subtree changes level, and later play counts at the new levels', async () => {
    const top = await fx.account(1, null);
    const other = await fx.account(1, null);
    const mid = await fx.account(2, other);
    const sub = await fx.account(2, top);
    const player = await fx.player(sub);
    const before = await agents();
    const moved = await ops.call('operatorMoveUpline', { token: tokens.finance, body: { memberId: sub.id, upline: mid.username, reason: 'Team changed hands' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = await agents();
    // top lost its only member (no longer an agent), mid got its first (an agent now), sub went from level 2 to 3
    expect([1, 2, 3].map((l) => agentsAt(after, l) - agentsAt(before, l))).toEqual([-1, 0, 1]);
    await bet(player.id, 700, 0);
    const played = await agents();
    const level3 = (report: Agents) => report.levels.find((x) => x.level === 3)?.validBetMinor ?? 0;
    expect(level3(played) - level3(after)).toBe(700);
    const subRow = played.top.find((t) => t.memberId === sub.id);
    expect(subRow).toMatchObject({ level: 3, teamSize: 1, validBetMinor: 700 });
    expect(played.top.find((t) => t.memberId === other.id)).toMatchObject({ level: 1, teamSize: 3, validBetMinor: 700 });
  });
});
