/**
 * One clock per brand (issue 33): the demo brand counts its days in Asia/Manila, Royal Tiger (a UKGC brand) in
 * Europe/London with British summer time. The database (brand_day in the triggers), the server's periods and the
 * operator's setting agree, and a day is the brand's midnight to midnight whatever the season.
 */
import { addDays, zonedDate, zonedMidnight } from '@app/contract/zoned-time';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentContractSettlements, bets, brandClocks, members, operatorAudit, vipMemberDaily } from '../../src/db/schema';
import { brandTimeZone } from '../../src/modules/content/brand-clock';
import { limitPeriodBounds } from '../../src/modules/responsible-gaming/periods';
import { resolvePeriod } from '../../src/modules/agents/team-periods';
import { runContractJobs } from '../../src/modules/agents/settlement';
import { periodAt } from '../../src/modules/agents/settlement-periods';
import { allowMaxRates, ANY_RATE, contractsFixture, DAY, HOUR } from '../agent-contracts-support';
import { buildTestApp } from '../helper';
import { operatorsClient, operatorTokens } from '../operators-support';
import { walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const db = app.database.db;
const ops = operatorsClient(app);
const w = walletClient(app);
let tokens: Awaited<ReturnType<typeof operatorTokens>>;
beforeAll(async () => {
  tokens = await operatorTokens(app);
});

const dayOfInstant = async (brandId: string, at: string) =>
  ((await db.execute(sql`select to_char(brand_day(${brandId}, ${at}::timestamptz), 'YYYY-MM-DD') as day`)) as unknown as { rows: Array<{ day: string }> }).rows[0]!.day;

/** A settled bet of a brand's member at an instant: the loyalty trigger adds it to that member's day in vip_member_daily. */
async function settledBetAt(brandId: string, at: string) {
  const [member] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, brandId), eq(members.username, 'player1')));
  const key = `tz-${brandId}-${at}`;
  await db.insert(bets).values({ brandId, memberId: member!.id, vendor: 'SBX', gameType: 'RNG', gameCode: 'g', gameName: 'g', wallet: 'MAIN', stakeMinor: 1_000, betKey: key });
  await db.execute(sql`update bets set status = 'settled', valid_bet_minor = stake_minor, settled_at = ${at}::timestamptz where bet_key = ${key}`);
  return member!.id;
}

describe('the brand’s clock', () => {
  it('is written from the brand files at start: Manila for the demo brand, London for Royal Tiger', async () => {
    const rows = await db.select({ brandId: brandClocks.brandId, timeZone: brandClocks.timeZone }).from(brandClocks);
    expect(Object.fromEntries(rows.map((r) => [r.brandId, r.timeZone]))).toMatchObject({ demo: 'Asia/Manila', tiger: 'Europe/London' });
    expect(await brandTimeZone(db, 'tiger')).toBe('Europe/London');
    expect(await brandTimeZone(db, 'no-such-brand')).toBe('UTC');
  });

  it('puts 23:30 UTC on the next London day in summer and on the same day in winter, in the database and on the server', async () => {
    expect(await dayOfInstant('tiger', '2026-07-15T23:30:00Z')).toBe('2026-07-16');
    expect(await dayOfInstant('tiger', '2026-01-15T23:30:00Z')).toBe('2026-01-15');
    expect(await dayOfInstant('demo', '2026-01-15T16:30:00Z')).toBe('2026-01-16');
    // a bet's turnover lands on the brand's day, not the UTC one
    const summer = await settledBetAt('tiger', '2026-07-15T23:30:00Z');
    const winter = await settledBetAt('tiger', '2026-01-15T23:30:00Z');
    const days = await db.select({ day: vipMemberDaily.day }).from(vipMemberDaily).where(eq(vipMemberDaily.memberId, summer));
    expect(days.map((d) => d.day)).toEqual(expect.arrayContaining(['2026-07-16', '2026-01-15']));
    expect(summer).toBe(winter);
  });

  it('resets a UKGC daily limit at London midnight: 23:00 UTC in summer, 00:00 UTC in winter', async () => {
    const zone = await brandTimeZone(db, 'tiger');
    const summer = limitPeriodBounds('daily', new Date('2026-07-15T22:30:00Z'), zone);
    expect([summer.start.toISOString(), summer.end.toISOString()]).toEqual(['2026-07-14T23:00:00.000Z', '2026-07-15T23:00:00.000Z']);
    const winter = limitPeriodBounds('daily', new Date('2026-01-15T22:30:00Z'), zone);
    expect([winter.start.toISOString(), winter.end.toISOString()]).toEqual(['2026-01-15T00:00:00.000Z', '2026-01-16T00:00:00.000Z']);
    // the day the clocks go back lasts 25 hours: the limit does not reset an hour early
    const autumn = limitPeriodBounds('daily', new Date('2026-10-25T12:00:00Z'), zone);
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
    // an agent of the brand reads the same day as its players: yesterday of a summer evening ends at London midnight
    const period = resolvePeriod({ period: 'yesterday' }, zone, Date.parse('2026-07-15T23:30:00Z'));
    expect(period.value).toMatchObject({ startDate: '2026-07-15', endDate: '2026-07-15', timeZone: 'Europe/London', tzOffsetMinutes: 60 });
  });

  it('is the brand’s setting: the owner changes it in the back office, audited, and the database counts days in the new zone', async () => {
    const { file } = (await ops.call('operatorBrandTexts', { token: tokens.owner, query: { brandId: 'tiger' } })).body.value;
    expect(file.timeZone).toBe('Europe/London');
    const bad = await ops.call('operatorSetBrandTexts', { token: tokens.owner, body: { brandId: 'tiger', texts: { ...file, timeZone: 'Europe/Atlantis' } } });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const set = await ops.call('operatorSetBrandTexts', { token: tokens.owner, body: { brandId: 'tiger', texts: { ...file, timeZone: 'Asia/Ho_Chi_Minh' } } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(await dayOfInstant('tiger', '2026-07-15T18:30:00Z')).toBe('2026-07-16');
    const [audit] = await db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'brand-texts.set'), eq(operatorAudit.brandId, 'tiger')));
    expect([audit?.actor, (audit?.detail as { before: { timeZone: string }; after: { timeZone: string } }).after.timeZone]).toEqual(['owner1', 'Asia/Ho_Chi_Minh']);
    expect((audit?.detail as { before: { timeZone: string } }).before.timeZone).toBe('Europe/London');
    // a marketing operator cannot change it
    const refused = await ops.call('operatorSetBrandTexts', { token: tokens.marketing, body: { brandId: 'tiger', texts: file } });
    expect(refused.status).toBe(403);
    expect((await ops.call('operatorSetBrandTexts', { token: tokens.owner, body: { brandId: 'tiger', texts: null } })).status).toBe(200);
    expect(await dayOfInstant('tiger', '2026-07-15T18:30:00Z')).toBe('2026-07-15');
    // the member's statement counts months in the brand's zone too
    const member = await w.register();
    expect((await member.call('activityStatement')).status).toBe(200);
  });

  it('settles an agent’s contracts over the brand’s periods: a Manila day is 16:00 to 16:00 UTC, a London hour and month follow summer time', async () => {
    expect(periodAt('day', new Date('2026-07-15T23:30:00Z'), 'Europe/London').start.toISOString()).toBe('2026-07-15T23:00:00.000Z');
    expect(periodAt('month', new Date('2026-03-31T23:30:00Z'), 'Europe/London').start.toISOString()).toBe('2026-03-31T23:00:00.000Z');
    expect(periodAt('semimonth', new Date('2026-12-15T16:30:00Z'), 'Asia/Manila').start.toISOString()).toBe('2026-12-15T16:00:00.000Z');
    // India is half an hour off UTC: its hours begin at :30 UTC
    expect(periodAt('hour', new Date('2026-12-06T10:10:00Z'), 'Asia/Kolkata').start.toISOString()).toBe('2026-12-06T09:30:00.000Z');

    const fx = contractsFixture(app);
    await allowMaxRates(app, ANY_RATE);
    const up = await fx.account(1, null);
    const down = await fx.account(2, up);
    const player = await fx.player(down);
    // a Manila day ten days on (contracts start in the future): its midnight is 16:00 UTC the evening before
    const day = zonedMidnight(addDays(zonedDate(Date.now(), 'Asia/Manila'), 10), 'Asia/Manila').getTime();
    expect(new Date(day).toISOString()).toMatch(/T16:00:00\.000Z$/);
    const id = await fx.contract(up, down, 'daily_salary', { rateBp: 100, minValidBetMinor: 100_00, minActiveMembers: 1 }, { startAt: day });
    await fx.bet(player.id, 300_00, 0, new Date(day + HOUR)); // 01:00 in Manila, still the 19th in UTC
    await fx.bet(player.id, 200_00, 0, new Date(day + DAY - HOUR)); // 23:00 in Manila, the 20th in UTC
    await fx.bet(player.id, 700_00, 0, new Date(day + DAY + HOUR)); // the next Manila day
    await runContractJobs(db, app.brands, new Date(day + 2 * DAY + HOUR), ['daily_salary']);
    const rows = await db.select().from(agentContractSettlements).where(eq(agentContractSettlements.contractId, id)).orderBy(agentContractSettlements.periodStart);
    expect(rows.map((r) => [r.periodStart.getTime(), r.teamValidBetMinor, r.amountMinor])).toEqual([
      [day, 500_00, 5_00],
      [day + DAY, 700_00, 7_00],
    ]);
  });
});
