import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentContracts, agentContractSettlements, bets, ledgerEntries } from '../../src/db/schema';
import { seededRandom } from '../../src/lib/seeded-random';
import { runContractJobs } from '../../src/modules/agents/settlement';
import { type Account, allowHousePayer, allowMaxRates, contractsFixture, DAY, HOUR, MINUTE, utcDay, onUtcClock } from '../agent-contracts-support';
import { buildTestApp, type TestApp } from '../helper';
import { expectLedgerConsistent } from '../wallet-support';

/*
 * Issue 27, the attack on dividends: an agent registers two puppet sub-agents and gives each a dividend contract; the
 * players of one puppet always lose to the house and those of the other always win as much. Each contract nets only
 * its own team, so the losing half was paid its dividend while the house took no net profit: a risk-free income for
 * the ring. Dividends are now netted across sub-teams: per period, the dividends of the whole chain under any agent
 * cost at most the top rate x the house's net result on that agent's whole team (modules/agents/dividend-netting.ts).
 * Real server and database: agents made in the database, contracts offered and accepted through the API, bets placed
 * and settled through the ledger, the settlement job run as the server runs it.
 */

const TOP_RATE_BP = 2000;

let app: TestApp;
let fx: ReturnType<typeof contractsFixture>;
beforeAll(async () => {
  app = await buildTestApp();
  await onUtcClock(app);
  fx = contractsFixture(app);
  // the brand's defaults, pinned: the house pays, dividends at most 20%
  await allowHousePayer(app);
  await allowMaxRates(app, { dividend: TOP_RATE_BP });
});

const at = (ms: number) => new Date(ms);
const daily = (rateBp: number) => ({ rateBp, period: 'daily' });

/** A top agent (no upline) with puppet sub-agents, each given the top rate, and a player under each puppet. */
async function puppetRing(day: number, puppets = 2) {
  const top = await fx.account(1, null);
  const subs: Array<{ agent: Account; contractId: number; player: { id: number } }> = [];
  for (let i = 0; i < puppets; i++) {
    const agent = await fx.account(2, top);
    subs.push({ agent, contractId: await fx.contract(top, agent, 'dividend', daily(TOP_RATE_BP), { startAt: day }), player: await fx.player(agent) });
  }
  return { top, subs, contractIds: subs.map((s) => s.contractId), members: [top.id, ...subs.flatMap((s) => [s.agent.id, s.player.id])] };
}

const settleDay = (day: number) => runContractJobs(fx.db, app.brands, at(day + DAY + MINUTE), ['daily_dividend']);

/** Each contract's settlements, oldest first. */
async function settlementsOf(contractIds: number[]) {
  const rows = await fx.db.select().from(agentContractSettlements).where(inArray(agentContractSettlements.contractId, contractIds)).orderBy(agentContractSettlements.periodStart);
  return contractIds.map((id) => rows.filter((r) => r.contractId === id).map((r) => ({ pl: r.teamProfitLossMinor, amount: r.amountMinor, status: r.status })));
}

/** What the house paid a set of members in dividends (their ledger credits of kind dividend). */
async function dividendsTo(memberIds: number[]) {
  const [row] = await fx.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'dividend'), inArray(ledgerEntries.memberId, memberIds)));
  return Number(row!.total);
}

/** The ring's result against the house: its players' payouts minus their stakes, plus the dividends it was paid. */
async function ringResult(memberIds: number[]) {
  const [row] = await fx.db
    .select({ total: sql<string>`coalesce(sum(${bets.payoutMinor} - ${bets.stakeMinor}), 0)` })
    .from(bets)
    .where(and(inArray(bets.memberId, memberIds), eq(bets.status, 'settled')));
  return Number(row!.total) + (await dividendsTo(memberIds));
}

describe('the puppet ring: one sub-team loses, its sibling wins as much', () => {
  it('costs the house nothing in dividends, day after day, and the ring never comes out ahead', async () => {
    const first = utcDay(50).getTime();
    const ring = await puppetRing(first);
    const [losing, winning] = ring.subs as [(typeof ring.subs)[0], (typeof ring.subs)[0]];
    for (let d = 0; d < 3; d++) {
      const day = first + d * DAY;
      await fx.bet(losing.player.id, 1000_00, 0, at(day + HOUR));
      await fx.bet(winning.player.id, 1000_00, 2000_00, at(day + 2 * HOUR));
      await settleDay(day);
    }
    // the losing sub-team's own figure would pay 20% of 1,000.00 every day; netted with its sibling's win, nothing
    const noDividend = { pl: 1000_00, amount: 0, status: 'not_met' };
    const won = { pl: -1000_00, amount: 0, status: 'not_met' };
    expect(await settlementsOf(ring.contractIds)).toEqual([
      [noDividend, noDividend, noDividend],
      [won, won, won],
    ]);
    expect(await dividendsTo(ring.members)).toBe(0);
    expect(await ringResult(ring.members)).toBeLessThanOrEqual(0);
    await expectLedgerConsistent(app);
  });

  it("nets the top agent's own direct players too: a winning player beside a losing puppet team pays nothing", async () => {
    const day = utcDay(54).getTime();
    const ring = await puppetRing(day, 1);
    const direct = await fx.player(ring.top);
    await fx.bet(ring.subs[0]!.player.id, 500_00, 0, at(day + HOUR));
    await fx.bet(direct.id, 500_00, 1000_00, at(day + HOUR));
    await settleDay(day);
    expect(await settlementsOf(ring.contractIds)).toEqual([[{ pl: 500_00, amount: 0, status: 'not_met' }]]);
    expect(await ringResult([...ring.members, direct.id])).toBeLessThanOrEqual(0);
  });
});

describe('a net loss of the team: the whole chain costs at most the top rate of the net result', () => {
  it('pays 20% of the net 2,000.00 when one sub-team loses 3,000.00 and its sibling wins 1,000.00', async () => {
    const day = utcDay(56).getTime();
    const ring = await puppetRing(day);
    await fx.bet(ring.subs[0]!.player.id, 3000_00, 0, at(day + HOUR));
    await fx.bet(ring.subs[1]!.player.id, 500_00, 1500_00, at(day + HOUR));
    await settleDay(day);
    expect(await settlementsOf(ring.contractIds)).toEqual([[{ pl: 3000_00, amount: 400_00, status: 'paid' }], [{ pl: -1000_00, amount: 0, status: 'not_met' }]]);
    const paid = await dividendsTo(ring.members);
    expect(paid).toBe((TOP_RATE_BP / 10_000) * 2000_00);
    // the ring lost 2,000.00 and got 400.00 back
    expect(await ringResult(ring.members)).toBe(-2000_00 + 400_00);
    await expectLedgerConsistent(app);
  });

  it('shares a short budget between the losing siblings in proportion, and pays in full when no part won', async () => {
    const day = utcDay(57).getTime();
    const ring = await puppetRing(day, 3);
    await fx.bet(ring.subs[0]!.player.id, 2000_00, 0, at(day + HOUR));
    await fx.bet(ring.subs[1]!.player.id, 1000_00, 2000_00, at(day + HOUR));
    await fx.bet(ring.subs[2]!.player.id, 2000_00, 0, at(day + HOUR));
    // the next day every sub-team loses: nothing is netted, each is paid 20% of its own loss
    await fx.bet(ring.subs[0]!.player.id, 100_00, 0, at(day + DAY + HOUR));
    await fx.bet(ring.subs[1]!.player.id, 200_00, 0, at(day + DAY + HOUR));
    await settleDay(day);
    await settleDay(day + DAY);
    const [first, second, third] = await settlementsOf(ring.contractIds);
    // day 1: net 3,000.00, 20% = 600.00, asked 400.00 + 400.00: each losing sibling gets half
    expect(first).toEqual([
      { pl: 2000_00, amount: 300_00, status: 'paid' },
      { pl: 100_00, amount: 20_00, status: 'paid' },
    ]);
    expect(second).toEqual([
      { pl: -1000_00, amount: 0, status: 'not_met' },
      { pl: 200_00, amount: 40_00, status: 'paid' },
    ]);
    expect(third).toEqual([{ pl: 2000_00, amount: 300_00, status: 'paid' }]);
    expect(await dividendsTo(ring.members)).toBe(600_00 + 60_00);
  });

  it('nets across levels: a middle agent whose sub-teams won and lost, with its own players', async () => {
    // top gives a 20%; a gives b1 15% and b2 10%. b1's team loses 1,000.00, b2's team wins 600.00 and a's own player
    // loses 200.00: the team of a lost 600.00 net, so the chain costs at most 20% of it, 120.00 (differential pay
    // alone paid 30.00 + 150.00 = 180.00)
    const day = utcDay(59).getTime();
    const top = await fx.account(1, null);
    const a = await fx.account(2, top);
    const [b1, b2] = [await fx.account(2, a), await fx.account(2, a)];
    const ids = [
      await fx.contract(top, a, 'dividend', daily(2000), { startAt: day }),
      await fx.contract(a, b1, 'dividend', daily(1500), { startAt: day }),
      await fx.contract(a, b2, 'dividend', daily(1000), { startAt: day }),
    ];
    const [m1, m2, own] = [await fx.player(b1), await fx.player(b2), await fx.player(a)];
    await fx.bet(m1.id, 1000_00, 0, at(day + HOUR));
    await fx.bet(m2.id, 400_00, 1000_00, at(day + HOUR));
    await fx.bet(own.id, 200_00, 0, at(day + HOUR));
    await settleDay(day);
    // what is paid below comes first: b1 gets the whole netted budget, a (whose sub-team won) nothing above it
    expect((await settlementsOf(ids)).map((rows) => rows.map((r) => r.amount))).toEqual([[0], [120_00], [0]]);
    const members = [top.id, a.id, b1.id, b2.id, m1.id, m2.id, own.id];
    expect(await dividendsTo(members)).toBe(0.2 * 600_00);
    expect(await ringResult(members)).toBe(-600_00 + 120_00);
  });
});

interface TreeAgent {
  account: Account;
  upline: TreeAgent | null;
  /** the rate of the contract it holds from its upline (0: none) */
  rateBp: number;
  contractId: number | null;
  /** the house's result on the agent's own bets, and on its players' */
  own: number;
  players: number;
  children: TreeAgent[];
}

/** A random tree of agents under a top agent: random contracts going down, random players who win or lose. */
async function randomTree(random: () => number, day: number, size: number) {
  const pick = (n: number) => Math.floor(random() * n);
  const root: TreeAgent = { account: await fx.account(1, null), upline: null, rateBp: 0, contractId: null, own: 0, players: 0, children: [] };
  const agents = [root];
  for (let i = 1; i < size; i++) {
    const upline = agents[pick(agents.length)]!;
    // an agent offers at most its own rate; one without a contract, the brand's maximum
    const capBp = upline.contractId ? upline.rateBp : TOP_RATE_BP;
    const rateBp = pick(3) === 0 ? 0 : pick(capBp / 250 + 1) * 250;
    const account = await fx.account(2, upline.account);
    const contractId = rateBp > 0 ? await fx.contract(upline.account, account, 'dividend', daily(rateBp), { startAt: day }) : null;
    const agent: TreeAgent = { account, upline, rateBp, contractId, own: 0, players: 0, children: [] };
    upline.children.push(agent);
    agents.push(agent);
  }
  const play = async (memberId: number) => {
    if (pick(4) === 0) return 0;
    const stake = (1 + pick(20)) * 50_00;
    const payout = pick(2) === 0 ? 0 : stake * (1 + pick(3));
    await fx.bet(memberId, stake, payout, at(day + HOUR));
    return stake - payout;
  };
  for (const agent of agents) {
    // the top agent's own bets are in no one's team
    if (agent.upline) agent.own = await play(agent.account.id);
    for (let p = 0; p < 2; p++) agent.players += await play((await fx.player(agent.account)).id);
  }
  return agents;
}

/** Every agent strictly below one. */
const below = (agent: TreeAgent): TreeAgent[] => agent.children.flatMap((c) => [c, ...below(c)]);

describe('any tree', () => {
  it('costs, under every agent, at most the top rate of the net result of its whole team', async () => {
    for (const [n, seed] of [27, 270, 2700].entries()) {
      const day = utcDay(62 + n).getTime();
      const agents = await randomTree(seededRandom(seed), day, 10);
      await settleDay(day);
      const contracts = agents.filter((a) => a.contractId !== null);
      const paid = await settlementsOf(contracts.map((a) => a.contractId!));
      const paidTo = new Map(contracts.map((a, i) => [a, paid[i]!.reduce((sum, r) => sum + r.amount, 0)]));
      const costOf = (chain: TreeAgent[]) => ({
        topRateBp: Math.max(0, ...chain.map((a) => a.rateBp)),
        paid: chain.reduce((sum, a) => sum + paidTo.get(a)!, 0),
      });
      for (const agent of agents) {
        const team = below(agent);
        // the agent's whole team: its players, and every agent below with its players
        const net = agent.players + team.reduce((sum, a) => sum + a.own + a.players, 0);
        const bound = ({ topRateBp, paid }: ReturnType<typeof costOf>) => expect(paid, `seed ${seed}, ${agent.account.username}`).toBeLessThanOrEqual(Math.floor((topRateBp * Math.max(0, net)) / 10_000));
        // the contracts below the agent, and with the one it holds (paid on the same team)
        const chain = team.filter((a) => a.contractId !== null);
        bound(costOf(chain));
        if (agent.contractId) bound(costOf([agent, ...chain]));
      }
    }
    await expectLedgerConsistent(app);
  });
});

describe("the contract's page", () => {
  it('shows the running period netted as the settlement will pay it', async () => {
    const ring = await puppetRing(Date.now());
    // in force since yesterday, so the running day counts (an acceptance is effective from its own time)
    await fx.db.update(agentContracts).set({ effectiveAt: utcDay(-1) }).where(inArray(agentContracts.id, ring.contractIds));
    const justNow = at(Date.now() - 1000);
    await fx.bet(ring.subs[0]!.player.id, 1000_00, 0, justNow);
    await fx.bet(ring.subs[1]!.player.id, 1000_00, 2000_00, justNow);
    const detail = await ring.top.call('agentContractDetail', { query: { id: String(ring.contractIds[0]) } });
    expect(detail.body.code, JSON.stringify(detail.body)).toBe('OK');
    expect(detail.body.value.currentPeriod).toMatchObject({ teamProfitLossMinor: 1000_00, conditionsMet: true, amountMinor: 0 });
    // the sibling's loss gone, the same team figure shows its 20%
    await fx.bet(ring.subs[1]!.player.id, 1000_00, 0, justNow);
    const again = await ring.subs[0]!.agent.call('agentContractDetail', { query: { id: String(ring.contractIds[0]) } });
    expect(again.body.value.currentPeriod).toMatchObject({ teamProfitLossMinor: 1000_00, amountMinor: 200_00 });
  });
});
