/**
 * Mobile numbers as national numbers (issue 31): 09171234567 and 9171234567 are one number. New numbers are read with
 * the dialling code (a trunk 0, spaces or the number's own +63 give the same member); migration 0056 normalises the
 * stored ones and reports any that would then collide, changing neither (never merged).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { members, throttles } from '../../src/db/schema';
import { accountsClient, freshIp } from '../accounts-support';
import { buildTestApp } from '../helper';
import { brandLimitedOperator, operatorsClient, operatorTokens } from '../operators-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const api = accountsClient(app);
const ops = operatorsClient(app);
const db = app.database.db;
beforeEach(async () => {
  await db.delete(throttles);
});

describe('a number however it is written', () => {
  it('finds the member stored as 9171234567 from 0917 123 4567 and +639171234567, and the code logs in', async () => {
    for (const written of ['0917 123 4567', '+639171234567']) {
      await db.delete(throttles);
      const ip = freshIp();
      const sent = await api.call('smsLoginCode', { body: { countryDialingCode: '63', mobileNum: written, ...(await api.human(ip)) }, ip });
      expect(sent.body.success, JSON.stringify(sent.body)).toBe(true);
      const code = await api.lastCode('+639171234567');
      const login = await api.call('login', { body: { type: 'sms', countryDialingCode: '63', mobileNum: written, verificationCode: code }, ip });
      expect(login.body.value).toMatchObject({ userName: 'phoneuser' });
    }
  });
});

describe('the stored numbers (migration 0056)', () => {
  it('normalises a number written with its trunk 0, and reports both sides of a collision without changing either', async () => {
    const stamp = Date.now().toString().slice(-6);
    const row = (suffix: string, mobileNum: string, countryDialingCode = '63') => ({ brandId: 'demo', username: `mob${suffix}${stamp}`, nickname: 'Mobile', type: 0, countryDialingCode, mobileNum });
    const inserted = await db
      .insert(members)
      .values([row('a', `0917${stamp}1`), row('b', `917${stamp}1`), row('c', `0917${stamp}2`), row('d', `0612${stamp}`, '39')])
      .returning({ id: members.id, username: members.username });
    const id = (prefix: string) => inserted.find((m) => m.username.startsWith(prefix))!.id;

    const result = await db.execute(sql`select normalize_member_mobiles() as changed`);
    expect(Number((result as unknown as { rows: Array<{ changed: number }> }).rows[0]!.changed)).toBe(1);
    const after = await db.select({ id: members.id, mobileNum: members.mobileNum }).from(members).where(inArray(members.id, inserted.map((m) => m.id)));
    const mobileOf = (prefix: string) => after.find((m) => m.id === id(prefix))!.mobileNum;
    // the lone one loses its trunk 0; the colliding pair stays as it was; Italy's leading 0 is part of the number
    expect([mobileOf('moba'), mobileOf('mobb'), mobileOf('mobc'), mobileOf('mobd')]).toEqual([`0917${stamp}1`, `917${stamp}1`, `917${stamp}2`, `0612${stamp}`]);
    const reported = await db.execute(sql`select member_id, national_number from mobile_collisions where resolved_at is null and member_id in (${id('moba')}, ${id('mobb')}) order by member_id`);
    expect((reported as unknown as { rows: Array<{ member_id: number; national_number: string }> }).rows.map((r) => [Number(r.member_id), r.national_number])).toEqual([
      [id('moba'), `917${stamp}1`],
      [id('mobb'), `917${stamp}1`],
    ]);
    // run again: nothing more changes, nothing is reported twice
    await db.execute(sql`select normalize_member_mobiles()`);
    const count = await db.execute(sql`select count(*)::int as n from mobile_collisions where member_id in (${id('moba')}, ${id('mobb')})`);
    expect(Number((count as unknown as { rows: Array<{ n: number }> }).rows[0]!.n)).toBe(2);
    const [stillThere] = await db.select().from(members).where(and(eq(members.id, id('moba'))));
    expect(stillThere!.mobileNum).toBe(`0917${stamp}1`);

    // support sees the pair and keeps the number for the second member: the first's is cleared, both audited
    const tokens = await operatorTokens(app);
    const listed = await ops.call('operatorMobileCollisions', { token: tokens.support, query: { brandId: 'demo' } });
    type Group = { number: string; members: Array<{ collisionId: number; username: string; storedAs: string }> };
    const group = (listed.body.value.groups as Group[]).find((g) => g.number === `+63 917${stamp}1`)!;
    expect(group.members.map((m) => m.storedAs)).toEqual([`0917${stamp}1`, `917${stamp}1`]);
    const tigerOnly = await brandLimitedOperator(app, 'tiger-mobiles', 'support', ['tiger']);
    const keep = group.members.find((m) => m.username.startsWith('mobb'))!.collisionId;
    expect((await ops.call('operatorResolveMobileCollision', { token: tigerOnly, body: { collisionId: keep } })).body.code).toBe('NOT_FOUND');
    const resolved = await ops.call('operatorResolveMobileCollision', { token: tokens.support, body: { collisionId: keep } });
    expect(resolved.body.value).toEqual({ keptBy: `mobb${stamp}`, clearedFrom: [`moba${stamp}`] });
    const [a, b] = await Promise.all([id('moba'), id('mobb')].map(async (memberId) => (await db.select().from(members).where(eq(members.id, memberId)))[0]!));
    expect([a!.mobileNum, b!.mobileNum]).toEqual([null, `917${stamp}1`]);
    const audit = await ops.call('operatorAudit', { token: tokens.owner, query: { action: 'player.mobile_collision.resolve' } });
    expect(JSON.stringify(audit.body.value)).toContain(`moba${stamp}`);
    const again = await ops.call('operatorMobileCollisions', { token: tokens.support, query: { brandId: 'demo' } });
    expect((again.body.value.groups as Group[]).some((g) => g.number === `+63 917${stamp}1`)).toBe(false);
  });
});
