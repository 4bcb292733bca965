import { VN_PRIZE_TABLES } from '@app/contract/lottery-rules';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorAudit } from '../../src/db/schema';
import { operatorsClient, operatorTokens } from '../operators-support';
import { buildLotteryApp, lotteryClient, vn } from '../lottery-support';
import { expectLedgerConsistent } from '../wallet-support';

/*
 * Official results of the regional draws (issue 29) on the real app and database: the north draw (VNMB, 18:15 in
 * Vietnam) switched to official results waits after its draw time instead of being drawn from the seed; owner1
 * enters the numbers off the official sheet, a second operator (risk1) confirms them, and the draw settles with them
 * exactly as a drawn draw does. The lottery clock is the test's: the scheduler runs only when the test ticks it.
 */
const { app, set } = await buildLotteryApp(vn('2031-03-11T10:00:20'));
const l = lotteryClient(app);
const ops = operatorsClient(app);
const tokens = await operatorTokens(app);
const drawNo = await l.currentDrawNo('VNMB');
// the south's daily draw (16:15) stays on the seed
const seedDrawNo = await l.currentDrawNo('VNMN');

/** The official sheet of the north: every prize row filled with its count of numbers (the special prize given). */
function northSheet(special: string) {
  let n = 0;
  return VN_PRIZE_TABLES.VN_NORTH.map((row) => ({
    prize: row.prize,
    numbers: row.prize === 'special' ? [special] : Array.from({ length: row.count }, () => String(n++ % 10).repeat(row.digits)),
  }));
}
const results = (token: string) => ops.call('operatorLotteryResults', { token });
const enter = (token: string, prizes: ReturnType<typeof northSheet>, draw = drawNo) => ops.call('operatorEnterLotteryResult', { token, body: { gameCode: 'VNMB', drawNo: draw, prizes } });
const confirm = (token: string) => ops.call('operatorConfirmLotteryResult', { token, body: { gameCode: 'VNMB', drawNo } });
const auditOf = (action: string) => app.database.db.select().from(operatorAudit).where(and(eq(operatorAudit.action, action), like(operatorAudit.target, 'draw:VNMB:%')));

describe('official results of the regional draws', () => {
  it('switches only a daily regional game, by lottery staff of every brand, audited', async () => {
    expect((await ops.call('operatorSetLotteryResultSource', { token: tokens.finance, body: { gameCode: 'VNMB', source: 'official' } })).status).toBe(403);
    const fast = await ops.call('operatorSetLotteryResultSource', { token: tokens.owner, body: { gameCode: 'SSC5D', source: 'official' } });
    expect([fast.status, fast.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const res = await ops.call('operatorSetLotteryResultSource', { token: tokens.owner, body: { gameCode: 'VNMB', source: 'official' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value.games).toContainEqual({ code: 'VNMB', name: 'Miền Bắc', layout: 'VN_NORTH', resultSource: 'official' });
    // the fast and VIP games are ours alone: not offered
    expect(res.body.value.games.map((g: { code: string }) => g.code)).not.toContain('SSC5D');
    expect(res.body.value.games.map((g: { code: string }) => g.code)).not.toContain('VNHCMVIP');
    const [row] = await app.database.db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'lottery.result-source.set'), eq(operatorAudit.target, 'game:VNMB')));
    expect(row).toMatchObject({ actor: 'owner1', detail: { before: 'seed', after: 'official' } });
  });

  it('leaves the draw waiting after its draw time, while a seed game is drawn by the scheduler as before', async () => {
    await app.lottery.tick(vn('2031-03-11T10:00:20'));
    const m = await l.member('100');
    expect((await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'DE', numbers: ['11'], stake: '1' })).status).toBe(200);
    expect((await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'DE', numbers: ['12'], stake: '1' })).status).toBe(200);
    // nothing can be entered before the draw time
    const early = await enter(tokens.owner, northSheet('00011'));
    expect([early.status, early.body.code]).toEqual([409, 'DRAW_NOT_DRAWN']);

    set(vn('2031-03-11T18:20:00'));
    await app.lottery.tick(vn('2031-03-11T18:20:00'));
    expect((await l.draw('VNMB', drawNo))?.status).toBe('closed');
    expect((await l.draw('VNMN', seedDrawNo))?.status).toBe('settled');
    const board = (await results(tokens.finance)).body.value;
    expect(board.awaiting).toEqual([expect.objectContaining({ gameCode: 'VNMB', drawNo, entry: null })]);
  });

  it('checks the typed sheet against the prize table, naming the row that is wrong', async () => {
    const short = await enter(tokens.owner, northSheet('00011').slice(1));
    expect([short.status, short.body.value.field]).toEqual([400, 'prizes']);
    const sheet = northSheet('00011');
    sheet[0]!.numbers = ['0011'];
    const digits = await enter(tokens.owner, sheet);
    expect([digits.status, digits.body.value.field]).toEqual([400, 'prizes.0.numbers.0']);
    const third = northSheet('00011');
    third[3]!.numbers = third[3]!.numbers.slice(1);
    expect((await enter(tokens.owner, third)).body.value.field).toBe('prizes.3.numbers');
  });

  it('needs a second operator: the typist cannot confirm, a wrong entry is rejected and typed again', async () => {
    const first = await enter(tokens.owner, northSheet('00012'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value.entry).toMatchObject({ enteredBy: 'owner1' });
    const own = await confirm(tokens.owner);
    expect([own.status, own.body.code, own.body.value]).toEqual([409, 'FOUR_EYES_REQUIRED', { firstApprovedBy: 'owner1' }]);
    // another operator may not overwrite it: they confirm or reject what they see
    const over = await enter(tokens.risk, northSheet('00013'));
    expect([over.status, over.body.code, over.body.value.enteredBy]).toEqual([409, 'CONFLICT', 'owner1']);
    const rejected = await ops.call('operatorRejectLotteryResult', { token: tokens.risk, body: { gameCode: 'VNMB', drawNo, reason: 'special prize is 00011 on the sheet' } });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.value.awaiting).toEqual([expect.objectContaining({ drawNo, entry: null })]);
    expect((await enter(tokens.owner, northSheet('00011'))).status).toBe(200);
    expect((await results(tokens.risk)).body.value.awaiting[0].entry.result.prizes[0]).toEqual({ prize: 'special', numbers: ['00011'] });
    expect((await l.draw('VNMB', drawNo))?.status).toBe('closed');
  });

  it('confirmed once under concurrent confirmations, the draw settles with the official numbers and has no seed to verify', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(tokens.risk)));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.code === 'INVALID_STATE')).toBe(true);
    expect(ok[0]!.body.value.draw).toMatchObject({ status: 'settled', resultSource: 'official', serverSeed: null });

    const { draw, tickets } = await l.expectPaidByRules('VNMB', drawNo);
    expect(draw.resultSource).toBe('official');
    // đề pays the special prize's last two digits: 11 won, 12 lost
    expect(tickets.map((t) => [t.numbers[0], t.status]).sort()).toEqual([
      ['11', 'won'],
      ['12', 'lost'],
    ]);
    expect((await l.drawTransactions(draw.id, 'win')).count).toBe(1);
    // the scheduler's next tick changes nothing
    await app.lottery.tick(vn('2031-03-11T18:21:00'));
    expect((await l.drawTransactions(draw.id, 'win')).count).toBe(1);

    const member = await l.member('0');
    const verify = await member.call('lotteryVerify', { query: { gameCode: 'VNMB', drawNo } });
    expect([verify.status, verify.body.code]).toEqual([409, 'DRAW_OFFICIAL_RESULT']);
    const shown = await member.call('lotteryDraw', { query: { gameCode: 'VNMB', drawNo } });
    expect(shown.body.value.draw).toMatchObject({ resultSource: 'official', serverSeed: null });
    expect(shown.body.value.draw.result.prizes[0]).toEqual({ prize: 'special', numbers: ['00011'] });

    expect((await auditOf('lottery.result.enter')).map((r) => r.actor)).toEqual(['owner1', 'owner1']);
    expect((await auditOf('lottery.result.reject')).map((r) => [r.actor, (r.detail as { enteredBy: string }).enteredBy])).toEqual([['risk1', 'owner1']]);
    expect((await auditOf('lottery.result.confirm')).map((r) => [r.actor, (r.detail as { enteredBy: string }).enteredBy])).toEqual([['risk1', 'owner1']]);
    await expectLedgerConsistent(app);
  });
});
