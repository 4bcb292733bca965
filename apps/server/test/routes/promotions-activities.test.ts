import { MAX_PROOF_IMAGE_BYTES } from '@app/contract/wallet';
import { raffleWinners, seedMatchesHash } from '@app/contract/raffle';
import { and, eq, like } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityApplications, bonuses, ledgerTransactions, promotionEntries, throttles } from '../../src/db/schema';
import { DEFAULT_WAGERING_WEIGHTS } from '../../src/modules/promotions/grants';
import { runPromotionJobs } from '../../src/modules/promotions/jobs';
import { drawDueRaffles } from '../../src/modules/promotions/raffle-draw';
import { buildTestApp } from '../helper';
import { operatorsClient } from '../operators-support';
import { auditOf, GIF, JPG, messagesOf, operatorClient, PNG, pngUrl, promotionCli, storedProofs, TEST_ACTOR } from '../promotions-support';
import { expectLedgerConsistent, rid, walletBalances, walletClient } from '../wallet-support';

const dataDir = mkdtempSync(join(tmpdir(), 'promotion-proofs-'));
const app = await buildTestApp({ POW_DIFFICULTY: '4', DATA_DIR: dataDir });
const w = walletClient(app);
const op = operatorClient(app);
const db = app.database.db;

beforeEach(async () => {
  await db.delete(throttles);
});

type Member = Awaited<ReturnType<typeof w.register>>;
const apply = (m: Member, promotionId: number, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  m.call('applyActivity', { body: { promotionId, comment: 'My big win on the slots!', images: [pngUrl()], ...extra }, headers });
const standing = async (m: Member, id: number) => (await m.call('promotionDetail', { query: { id: String(id) } })).body.value.standing;
const applicationsOf = (memberId: number) => db.select().from(activityApplications).where(eq(activityApplications.memberId, memberId));
/** A cash reward of 200.00 (minor units). */
const REWARD = 20_000;

describe('activity applications', () => {
  it('refuses bad images and comments as a whole and stores nothing', async () => {
    const m = await w.register();
    const promo = await op.createPromotion('application', { terms: { fixedMinor: REWARD, bonus: null } });
    const before = storedProofs(dataDir).length;
    const refused = [
      // a GIF and a text file dressed as png / jpeg: the content decides
      [{ images: [`data:image/png;base64,${GIF.toString('base64')}`] }, 400, 'INVALID_IMAGE', 'images.0'],
      [{ images: [`data:image/jpeg;base64,${Buffer.from('just some text, renamed to .jpg').toString('base64')}`] }, 400, 'INVALID_IMAGE', 'images.0'],
      // one bad image among good ones refuses the whole application
      [{ images: [pngUrl(), JPG.toString('base64'), 'not base64 %%%'] }, 400, 'INVALID_IMAGE', 'images.2'],
      // 6 MB: larger than the 5 MB each image may be
      [{ images: [pngUrl(), Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024 - PNG.length)]).toString('base64')] }, 413, 'IMAGE_TOO_LARGE', 'images.1'],
      [{ images: [Buffer.concat([PNG, Buffer.alloc(MAX_PROOF_IMAGE_BYTES)]).toString('base64')] }, 413, 'IMAGE_TOO_LARGE', 'images.0'],
      [{ images: [pngUrl(), pngUrl(), pngUrl(), pngUrl()] }, 400, 'VALIDATION_ERROR', 'images'],
      [{ comment: 'x'.repeat(141) }, 400, 'VALIDATION_ERROR', 'comment'],
      [{ comment: '   ' }, 400, 'VALIDATION_ERROR', 'comment'],
    ] as const;
    for (const [extra, status, code, field] of refused) {
      const res = await apply(m, promo.id, extra);
      expect([res.status, res.body.code, res.body.value?.field], JSON.stringify(res.body).slice(0, 300)).toEqual([status, code, field]);
    }
    expect(storedProofs(dataDir).length).toBe(before);
    expect(await applicationsOf(m.memberId)).toEqual([]);

    // the wrong mechanic, a promotion not open yet
    const raffle = await op.createPromotion('raffle', { terms: { fixedMinor: 100, raffle: { winners: 1, drawAt: Date.now() + 3_600_000 }, bonus: null } });
    expect((await apply(m, raffle.id)).body.code).toBe('PROMOTION_ACTION_INVALID');
    const soon = await op.createPromotion('application', { startAt: new Date(Date.now() + 3_600_000).toISOString() });
    const notOpen = await apply(m, soon.id);
    expect([notOpen.status, notOpen.body.code]).toEqual([409, 'PROMOTION_NOT_OPEN']);
    expect((await m.call('claimRaffle', { body: { promotionId: promo.id } })).body.code).toBe('PROMOTION_ACTION_INVALID');
    expect(storedProofs(dataDir).length).toBe(before);
  });

  it('takes a good application once, and the operator approves it once (twice at once pays once)', async () => {
    const m = await w.register();
    const promo = await op.createPromotion('application', { terms: { fixedMinor: REWARD, bonus: null } });
    const before = storedProofs(dataDir).length;
    const key = rid('apply');
    const first = await apply(m, promo.id, { images: [pngUrl(), JPG.toString('base64')], comment: 'c'.repeat(140) }, { 'idempotency-key': key });
    expect(first.body.code, JSON.stringify(first.body)).toBe('OK');
    expect(first.body.value).toMatchObject({ promotionId: promo.id, status: 'applying', imageCount: 2, remark: null, rewardMinor: null, promotionTitle: 'Pagsubok application' });
    expect(storedProofs(dataDir).length).toBe(before + 2);
    // the same request again answers the same application and stores nothing more
    const again = await apply(m, promo.id, { images: [pngUrl(), JPG.toString('base64')], comment: 'c'.repeat(140) }, { 'idempotency-key': key });
    expect(again.body.value.id).toBe(first.body.value.id);
    expect(storedProofs(dataDir).length).toBe(before + 2);
    const reused = await apply(m, promo.id, { comment: 'another story' }, { 'idempotency-key': key });
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const second = await apply(m, promo.id);
    expect([second.status, second.body.code]).toEqual([409, 'APPLICATION_PENDING']);
    expect(storedProofs(dataDir).length).toBe(before + 2);
    expect((await standing(m, promo.id)).state).toBe('applying');
    const list = await m.call('activityApplications', { query: { pageNo: '1', pageSize: '10' } });
    expect(list.body.value).toMatchObject({ total: 1, list: [{ id: first.body.value.id, status: 'applying', imageCount: 2 }] });

    // the operator's queue and the pictures (as images only)
    const queue = await op.call('operatorApplications', { query: { status: 'applying', brandId: 'demo' } });
    expect(queue.body.value.list.find((a: { id: number }) => a.id === first.body.value.id)).toMatchObject({ username: m.username, promotionCode: promo.code, imageCount: 2 });
    const image = await op.call('operatorApplicationImage', { query: { id: first.body.value.id, index: 1 } });
    expect(image.body.value.contentType).toBe('image/jpeg');
    expect(Buffer.from(image.body.value.base64, 'base64').equals(JPG)).toBe(true);
    expect((await op.call('operatorApplicationImage', { query: { id: first.body.value.id, index: 2 } })).body).toMatchObject({ code: 'NOT_FOUND', value: { image: 2 } });

    // approve twice at once: one pays, the other finds it issued
    const mainBefore = (await walletBalances(app, m.memberId)).MAIN ?? 0;
    const approvals = await Promise.all([1, 2].map(() => op.call('operatorApproveApplication', { body: { id: first.body.value.id } })));
    expect(approvals.map((a) => a.body.code).sort()).toEqual(['INVALID_STATE', 'OK']);
    expect(approvals.find((a) => a.body.code === 'OK')!.body.value).toMatchObject({ status: 'issued', rewardMinor: REWARD });
    expect((await walletBalances(app, m.memberId)).MAIN).toBe(mainBefore + REWARD);
    const grants = await db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.memberId, m.memberId), eq(ledgerTransactions.idempotencyKey, `bonus:application:${first.body.value.id}`)));
    expect(grants).toHaveLength(1);
    expect(await standing(m, promo.id)).toMatchObject({ state: 'issued', rewardMinor: REWARD });
    const records = await m.call('activityApplications', { query: { pageNo: '1', pageSize: '10' } });
    expect(records.body.value.list[0]).toMatchObject({ status: 'issued', rewardMinor: REWARD });
    // issued: no more applications
    expect((await apply(m, promo.id)).body.code).toBe('ALREADY_CLAIMED');
    // told in the reader's language
    expect(await messagesOf(app, m.memberId, 'application_approved')).toEqual([{ category: 'promotion', params: { 'title.EN': 'Test application', 'title.TY': 'Pagsubok application', amount: '200.00' } }]);
    const inbox = await m.call('messages', { query: { pageNo: '1', pageSize: '10' }, headers: { language: 'TY' } });
    expect(inbox.body.value.list[0]).toMatchObject({ title: 'Aprubado ang aplikasyon' });
    expect(inbox.body.value.list[0].content).toContain('Pagsubok application');
    expect(await auditOf(app, `application:${first.body.value.id}`)).toEqual([
      { actor: TEST_ACTOR, action: 'application.approve', detail: { promotionId: promo.id, memberId: m.memberId, amountMinor: REWARD, bonusId: null } },
    ]);
    await expectLedgerConsistent(app);
  });

  it('rejects with a remark the member reads; the member may apply again', async () => {
    const m = await w.register();
    const promo = await op.createPromotion('application', { terms: { fixedMinor: REWARD, bonus: null } });
    const first = await apply(m, promo.id, { images: [] });
    expect(first.body.value.imageCount).toBe(0);
    const id = first.body.value.id as number;
    // a change needs a remark and an operator's credential
    expect((await op.call('operatorRejectApplication', { body: { id } })).body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'remark' } });
    const noCredential = await operatorsClient(app).call('operatorRejectApplication', { body: { id, remark: 'blurry' } });
    expect([noCredential.status, noCredential.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
    expect(await auditOf(app, `application:${id}`)).toEqual([]);

    const rejected = await op.call('operatorRejectApplication', { body: { id, remark: 'The screenshot is blurry' } });
    expect(rejected.body.value).toMatchObject({ status: 'rejected', remark: 'The screenshot is blurry' });
    expect(await standing(m, promo.id)).toMatchObject({ state: 'rejected', remark: 'The screenshot is blurry' });
    expect((await op.call('operatorApproveApplication', { body: { id } })).body).toMatchObject({ code: 'INVALID_STATE', value: { status: 'rejected' } });
    expect(await messagesOf(app, m.memberId, 'application_rejected')).toHaveLength(1);
    expect(await auditOf(app, `application:${id}`)).toEqual([
      { actor: TEST_ACTOR, action: 'application.reject', detail: { promotionId: promo.id, memberId: m.memberId, remark: 'The screenshot is blurry' } },
    ]);
    expect((await walletBalances(app, m.memberId)).MAIN ?? 0).toBe(0);

    const retry = await apply(m, promo.id);
    expect(retry.body.value).toMatchObject({ status: 'applying' });
    expect((await standing(m, promo.id)).state).toBe('applying');
    // an amount the operator chooses
    const paid = await op.call('operatorApproveApplication', { body: { id: retry.body.value.id, amount: '12.34' } });
    expect(paid.body.value).toMatchObject({ status: 'issued', rewardMinor: 1234 });
    expect((await walletBalances(app, m.memberId)).MAIN).toBe(1234);
  });

  it('keeps one application waiting when a member sends 40 at once', async () => {
    const m = await w.register();
    const promo = await op.createPromotion('application', { terms: { fixedMinor: REWARD, bonus: null } });
    const before = storedProofs(dataDir).length;
    const answers = await Promise.all(Array.from({ length: 40 }, () => apply(m, promo.id)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'APPLICATION_PENDING')).toBe(true);
    const rows = await applicationsOf(m.memberId);
    expect(rows.map((r) => r.status)).toEqual(['applying']);
    // the losers' files are gone: only the one application's image stays
    expect(storedProofs(dataDir).length).toBe(before + 1);
    expect(storedProofs(dataDir)).toContain(rows[0]!.images[0]);

    // one request sent 10 times at once: one application, every answer names it
    const other = await w.register();
    const key = rid('same');
    const same = await Promise.all(Array.from({ length: 10 }, () => apply(other, promo.id, { requestId: key })));
    expect(new Set(same.map((a) => `${a.body.code}:${a.body.value?.id}`)).size).toBe(1);
    expect(same[0]!.body.code).toBe('OK');
    expect(await applicationsOf(other.memberId)).toHaveLength(1);
  });
});

describe('raffles', () => {
  const raffleTerms = (drawAt: number, winners = 2) => ({
    fixedMinor: 50_000,
    raffle: { winners, drawAt },
    bonus: { wageringMultiple: 1, wageringBase: 'bonus', weights: DEFAULT_WAGERING_WEIGHTS, expiryDays: 7, maxBetMinor: 10_000 },
  });

  it('gives each member one ticket, even for 40 claims at once, until the draw', async () => {
    const promo = await op.createPromotion('raffle', { terms: raffleTerms(Date.now() + 3_600_000) });
    expect(promo.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const a = await w.register();
    const claimed = await a.call('claimRaffle', { body: { promotionId: promo.id } });
    expect(claimed.body.value).toEqual({ standing: expect.objectContaining({ state: 'process', ticketNo: 'T000001' }), grantMinor: null });
    const twice = await a.call('claimRaffle', { body: { promotionId: promo.id } });
    expect([twice.status, twice.body.code]).toEqual([409, 'ALREADY_CLAIMED']);

    const b = await w.register();
    const burst = await Promise.all(Array.from({ length: 40 }, () => b.call('claimRaffle', { body: { promotionId: promo.id } })));
    expect(burst.filter((r) => r.body.code === 'OK')).toHaveLength(1);
    expect(burst.filter((r) => r.body.code === 'ALREADY_CLAIMED')).toHaveLength(39);
    const entries = await db.select().from(promotionEntries).where(eq(promotionEntries.promotionId, promo.id));
    expect(entries.map((e) => e.ticketNo).sort()).toEqual(['T000001', 'T000002']);
    const detail = await b.call('promotionDetail', { query: { id: String(promo.id) } });
    expect(detail.body.value.raffle).toMatchObject({ tickets: 2, seedHash: promo.seedHash, seed: null, drawnAt: null, winners: [], winnersCount: 2 });
    expect(detail.body.value.standing).toMatchObject({ state: 'process', ticketNo: 'T000002' });
    // the operator cannot draw before the published time
    expect((await op.call('operatorDrawRaffle', { body: { id: promo.id } })).body).toMatchObject({ code: 'INVALID_STATE', value: { reason: 'NOT_DUE' } });
    expect((await drawDueRaffles(db, app.brands)).drawn.filter((d) => d.promotionId === promo.id)).toEqual([]);
  });

  it('draws winners anyone can recompute from the revealed seed, pays them once, and a rerun changes nothing', async () => {
    const promo = await op.createPromotion('raffle', { terms: raffleTerms(Date.now() + 3_600_000, 2) });
    const players = [];
    for (let i = 0; i < 5; i++) {
      const m = await w.register();
      expect((await m.call('claimRaffle', { body: { promotionId: promo.id } })).body.code).toBe('OK');
      players.push(m);
    }
    // the drawing time comes (the operator moves it; the change is audited)
    const moved = await op.call('operatorUpdatePromotion', { body: { id: promo.id, terms: { raffle: { winners: 2, drawAt: Date.now() - 1000 } } } });
    expect(moved.body.code, JSON.stringify(moved.body)).toBe('OK');
    const late = await w.register();
    expect((await late.call('claimRaffle', { body: { promotionId: promo.id } })).body.code).toBe('PROMOTION_NOT_OPEN');

    // the minute's promotion jobs and the operator draw at once: it is drawn once
    const [job, operator] = await Promise.all([runPromotionJobs(db, ['demo'], app.brands), op.call('operatorDrawRaffle', { body: { id: promo.id } })]);
    expect(operator.body.code, JSON.stringify(operator.body)).toBe('OK');
    const drawnNow = [...job.raffles.drawn.filter((d) => d.promotionId === promo.id), ...(operator.body.value.drawnNow ? [operator.body.value] : [])];
    expect(drawnNow).toHaveLength(1);
    expect(job.raffles.failed).toEqual([]);

    // the public record: the seed matches the hash published before any ticket; the winners follow from it
    const detail = (await players[0]!.call('promotionDetail', { query: { id: String(promo.id) } })).body.value;
    const raffle = detail.raffle as { seed: string; seedHash: string; tickets: number; winners: Array<{ ticketNo: string; player: string; prizeMinor: number }> };
    expect(raffle.seedHash).toBe(promo.seedHash);
    expect(await seedMatchesHash(raffle.seed, promo.seedHash!)).toBe(true);
    const tickets = Array.from({ length: raffle.tickets }, (_, i) => `T${String(i + 1).padStart(6, '0')}`);
    const recomputed = await raffleWinners(raffle.seed, tickets, 2);
    expect(raffle.winners.map((x) => x.ticketNo)).toEqual(recomputed);
    // and by hand, with another sha256 implementation
    const byHand = [...tickets].sort((x, y) => {
      const [hx, hy] = [x, y].map((t) => createHash('sha256').update(`${raffle.seed}:${t}`).digest('hex'));
      return hx! < hy! ? -1 : 1;
    });
    expect(byHand.slice(0, 2)).toEqual(recomputed);

    // winners paid (a bonus with the promotion's terms), told, masked on the board; the others lost
    const entries = await db.select().from(promotionEntries).where(eq(promotionEntries.promotionId, promo.id));
    const byTicket = new Map(entries.map((e) => [e.ticketNo, e]));
    for (const winner of raffle.winners) {
      const entry = byTicket.get(winner.ticketNo)!;
      const member = players.find((p) => p.memberId === entry.memberId)!;
      expect(winner).toEqual({ ticketNo: winner.ticketNo, player: `${member.username.slice(0, 2)}***${member.username.slice(-2)}`, prizeMinor: 50_000 });
      expect(await standing(member, promo.id)).toMatchObject({ state: 'issued', rewardMinor: 50_000, ticketNo: winner.ticketNo });
      const [bonus] = await db.select().from(bonuses).where(and(eq(bonuses.memberId, member.memberId), eq(bonuses.grantKey, `raffle:${promo.id}`)));
      expect(bonus).toMatchObject({ grantedMinor: 50_000, wageringRequiredMinor: 50_000, maxBetMinor: 10_000, status: 'active' });
      expect((await walletBalances(app, member.memberId))[`BONUS:${bonus!.id}`]).toBe(50_000);
      expect(await messagesOf(app, member.memberId, 'raffle_won')).toHaveLength(1);
    }
    const losers = players.filter((p) => !raffle.winners.some((x) => byTicket.get(x.ticketNo)!.memberId === p.memberId));
    expect(losers).toHaveLength(3);
    for (const loser of losers) expect((await standing(loser, promo.id)).state).toBe('close');
    expect(entries.filter((e) => e.state === 'lost')).toHaveLength(3);

    // rerun: nothing more is paid
    const grantedBefore = await db.select().from(bonuses).where(like(bonuses.grantKey, `raffle:${promo.id}`));
    expect((await runPromotionJobs(db, ['demo'], app.brands)).raffles.drawn.filter((d) => d.promotionId === promo.id)).toEqual([]);
    const rerun = await op.call('operatorDrawRaffle', { body: { id: promo.id } });
    expect(rerun.body.value).toMatchObject({ drawnNow: false, seed: raffle.seed });
    expect(rerun.body.value.winners.map((x: { ticketNo: string }) => x.ticketNo)).toEqual(recomputed);
    expect(await db.select().from(bonuses).where(like(bonuses.grantKey, `raffle:${promo.id}`))).toEqual(grantedBefore);
    // the drawn raffle's terms stay as drawn
    expect((await op.call('operatorUpdatePromotion', { body: { id: promo.id, terms: { fixedMinor: 1 } } })).body).toMatchObject({ code: 'INVALID_STATE', value: { reason: 'RAFFLE_DRAWN' } });

    const audit = await auditOf(app, `promotion:${promo.id}`);
    expect(audit.map((r) => r.action)).toEqual(['promotion.create', 'promotion.update', 'raffle.draw']);
    expect(audit[2]!.detail).toMatchObject({ tickets: 5 });
    expect([TEST_ACTOR, 'system']).toContain(audit[2]!.actor);
    await expectLedgerConsistent(app);
  });
});

describe('operator levers', () => {
  it('creates, updates and closes promotions with every change audited', async () => {
    const bad = await op.call('operatorCreatePromotion', { body: { brandId: 'demo', promotion: { code: 'x', mechanic: 'raffle' } } });
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    const now = Date.now();
    const base = {
      code: `ops-${now.toString(36)}`,
      category: 'limited',
      mechanic: 'raffle',
      title: { EN: 'Ops raffle', TY: 'Ops raffle TY' },
      summary: { EN: 'S', TY: 'S' },
      rulesHtml: { EN: '<p>R</p>', TY: '<p>R</p>' },
      terms: { fixedMinor: 100, bonus: null },
      startAt: now - 1000,
      endAt: now + 86_400_000,
    };
    const noRaffle = await op.call('operatorCreatePromotion', { body: { brandId: 'demo', promotion: base } });
    expect(noRaffle.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'terms.raffle' } });
    const unknownBrand = await op.call('operatorCreatePromotion', { body: { brandId: 'nope', promotion: { ...base, terms: { ...base.terms, raffle: { winners: 1, drawAt: now + 3_600_000 } } } } });
    expect(unknownBrand.body.code).toBe('NOT_FOUND');
    const good = { ...base, terms: { ...base.terms, raffle: { winners: 1, drawAt: now + 3_600_000 } } };
    const created = await op.call('operatorCreatePromotion', { body: { brandId: 'demo', promotion: good } });
    expect(created.body.value).toMatchObject({ code: base.code, mechanic: 'raffle', status: 'active', open: true, image: `/media/promotion/demo/${base.code}.svg` });
    expect(created.body.value.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await op.call('operatorCreatePromotion', { body: { brandId: 'demo', promotion: good } })).body.code).toBe('CONFLICT');
    const id = created.body.value.id as number;
    const listed = await op.call('operatorPromotions', { query: { brandId: 'demo' } });
    expect(listed.body.value.list.find((p: { id: number }) => p.id === id)).toMatchObject({ code: base.code, seedHash: created.body.value.seedHash });

    const updated = await op.call('operatorUpdatePromotion', { body: { id, title: { EN: 'Renamed raffle' }, terms: { fixedMinor: 250 } } });
    expect(updated.body.value).toMatchObject({ title: { EN: 'Renamed raffle', TY: 'Ops raffle TY' }, terms: { fixedMinor: 250, raffle: { winners: 1 } } });
    expect((await op.call('operatorUpdatePromotion', { body: { id, mechanic: 'claim' } })).body.code).toBe('VALIDATION_ERROR');
    expect((await op.call('operatorUpdatePromotion', { body: { id, endAt: now - 5000 } })).body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'endAt' } });

    const m = await w.register();
    expect((await m.call('promotionDetail', { query: { id: String(id) } })).body.value.title).toBe('Ops raffle TY');
    expect((await op.call('operatorClosePromotion', { body: { id } })).body.value).toMatchObject({ status: 'closed', open: false });
    expect((await op.call('operatorClosePromotion', { body: { id } })).body.code).toBe('INVALID_STATE');
    expect((await m.call('promotionDetail', { query: { id: String(id) } })).body.code).toBe('NOT_FOUND');
    expect((await m.call('claimRaffle', { body: { promotionId: id } })).body.code).toBe('PROMOTION_NOT_OPEN');

    const audit = await auditOf(app, `promotion:${id}`);
    expect(audit.map((r) => [r.actor, r.action])).toEqual([
      [TEST_ACTOR, 'promotion.create'],
      [TEST_ACTOR, 'promotion.update'],
      [TEST_ACTOR, 'promotion.close'],
    ]);
    expect(audit[1]!.detail).toMatchObject({ patch: { title: { EN: 'Renamed raffle' } }, before: { title: { EN: 'Ops raffle' } } });
  });

  it('grants and forfeits bonuses, audited, and lists the trail', async () => {
    const m = await w.register();
    // the back office's grant: the member's number, the amount in minor units, wagering 1x and 7 days, the largest stake the bonus itself
    const granted = await op.call('operatorGrantBonus', { body: { memberId: m.memberId, amountMinor: 5000, wagering: 1, days: 7, note: 'goodwill after an outage', requestId: rid('bonus') } });
    expect(granted.body.code, JSON.stringify(granted.body)).toBe('OK');
    const bonusId = granted.body.value.bonusId as number;
    const [row] = await db.select().from(bonuses).where(eq(bonuses.id, bonusId));
    expect(row).toMatchObject({ memberId: m.memberId, grantedMinor: 5000, wageringRequiredMinor: 5000, maxBetMinor: 5000, status: 'active', title: { EN: 'Special bonus', TY: 'Espesyal na bonus' } });
    expect(row!.weights).toMatchObject({ RNG: 10_000, LIVE: 2_000, ELOTT: 1_000 });
    expect(Math.round((row!.expiresAt.getTime() - row!.grantedAt.getTime()) / 86_400_000)).toBe(7);
    expect((await walletBalances(app, m.memberId))[`BONUS:${bonusId}`]).toBe(5000);

    const custom = await op.call('operatorGrantBonus', { body: { memberId: m.memberId, amountMinor: 1000, wagering: 3, days: 2, maxBetMinor: 150, note: 'vip', requestId: rid('bonus') } });
    const [customRow] = await db.select().from(bonuses).where(eq(bonuses.id, custom.body.value.bonusId));
    expect(customRow).toMatchObject({ promotionId: null, grantedMinor: 1000, wageringRequiredMinor: 3000, maxBetMinor: 150, title: { EN: 'Special bonus' } });
    expect(Math.round((customRow!.expiresAt.getTime() - customRow!.grantedAt.getTime()) / 86_400_000)).toBe(2);
    expect((await op.call('operatorGrantBonus', { body: { memberId: 2_000_000_000, amountMinor: 1000, wagering: 1, days: 7, note: 'nobody', requestId: rid('bonus') } })).body.code).toBe('NOT_FOUND');
    expect((await op.call('operatorGrantBonus', { body: { memberId: m.memberId, amountMinor: 1000, wagering: 1, days: 7, requestId: rid('bonus') } })).body).toMatchObject({
      code: 'VALIDATION_ERROR',
      value: { field: 'note' },
    });
    const list = await m.call('bonuses', { query: { pageNo: '1', pageSize: '10' } });
    expect(list.body.value.active.count).toBe(2);

    const forfeited = await op.call('operatorForfeitBonus', { body: { bonusId, note: 'granted by mistake' } });
    expect(forfeited.body.value).toEqual({ bonusId, forfeitedMinor: 5000 });
    expect((await db.select({ status: bonuses.status }).from(bonuses).where(eq(bonuses.id, bonusId)))[0]!.status).toBe('forfeited');
    expect((await walletBalances(app, m.memberId))[`BONUS:${bonusId}`]).toBe(0);
    expect((await op.call('operatorForfeitBonus', { body: { bonusId, note: 'granted by mistake' } })).body.code).toBe('INVALID_STATE');

    expect(await auditOf(app, `bonus:${bonusId}`)).toEqual([
      { actor: TEST_ACTOR, action: 'bonus.grant', detail: expect.objectContaining({ memberId: m.memberId, amountMinor: 5000, note: 'goodwill after an outage', promotionId: null }) },
      { actor: TEST_ACTOR, action: 'bonus.forfeit', detail: { memberId: m.memberId, forfeitedMinor: 5000, note: 'granted by mistake' } },
    ]);
    const trail = await op.call('operatorAudit', { query: { pageSize: 3 } });
    expect(trail.body.value.list).toHaveLength(3);
    expect(trail.body.value.list[0]).toMatchObject({ actor: TEST_ACTOR, action: 'bonus.forfeit', target: `bonus:${bonusId}` });
    await expectLedgerConsistent(app);
  });

  it('runs the CLI’s promotion commands as typed operator calls, printing what it printed before', async () => {
    const cli = promotionCli(app);
    const m = await w.register();
    const promo = await op.createPromotion('application', { terms: { fixedMinor: REWARD, bonus: null } });
    const listed = await cli('promotion', ['list', '--brand', 'demo']);
    expect(listed.known).toBe(true);
    expect(listed.printed.find((line) => line.includes(promo.code))).toMatch(new RegExp(`^\\s*${promo.id}  demo  ${promo.code}\\s+application\\s+active  open`));

    // an application: its picture written to a file, then approved
    const applied = await apply(m, promo.id, { images: [JPG.toString('base64')] });
    const id = applied.body.value.id as number;
    const out = join(dataDir, `application-${id}.jpg`);
    expect((await cli('application', ['image', String(id), '0', '--out', out])).printed).toEqual([`Image 0 of application ${id}: ${JPG.length} bytes written to ${out}`]);
    expect(readFileSync(out).equals(JPG)).toBe(true);
    await expect(cli('application', ['image', String(id), '1', '--out', out])).rejects.toThrow(/^NOT_FOUND/);
    const approved = await cli('application', ['approve', String(id)]);
    expect(approved.printed).toHaveLength(1);
    expect(approved.printed[0]).toContain(`issued   demo  ${m.username}  promotion ${promo.id} ${promo.code}  1 image(s) reward ₱200.00`);

    // a bonus granted to the member the username names (defaults: wagering 1x, 7 days, the bonus as the largest stake), and forfeited
    const granted = await cli('bonus', ['grant', m.username, '50.00', '--note', 'goodwill after an outage']);
    const bonusId = Number(/^Bonus (\d+) of ₱50\.00 granted to /.exec(granted.printed[0]!)?.[1]);
    expect(granted.printed).toEqual([`Bonus ${bonusId} of ₱50.00 granted to ${m.username} on demo: {"wageringMultiple":1,"wageringBase":"bonus","expiryDays":7,"maxBetMinor":5000}`]);
    expect((await db.select().from(bonuses).where(eq(bonuses.id, bonusId)))[0]).toMatchObject({ memberId: m.memberId, grantedMinor: 5000, wageringRequiredMinor: 5000, maxBetMinor: 5000 });
    await expect(cli('bonus', ['grant', 'nobody-here', '5', '--note', 'who'])).rejects.toThrow("No member 'nobody-here' on demo.");
    // a grant paid for a promotion counts in its cost
    const linked = await cli('bonus', ['grant', m.username, '5', '--promotion', String(promo.id), '--note', 'linked']);
    const linkedId = Number(/^Bonus (\d+) of ₱5\.00 granted to /.exec(linked.printed[0]!)?.[1]);
    expect((await db.select().from(bonuses).where(eq(bonuses.id, linkedId)))[0]).toMatchObject({ memberId: m.memberId, promotionId: promo.id, grantedMinor: 500 });
    await expect(cli('bonus', ['forfeit', String(bonusId)])).rejects.toThrow(/--note TEXT/);
    expect((await cli('bonus', ['forfeit', String(bonusId), '--note', 'granted by mistake'])).printed).toEqual([`Bonus ${bonusId} forfeited: ₱50.00 went back to the house`]);
    expect(await auditOf(app, `bonus:${bonusId}`)).toEqual([
      { actor: TEST_ACTOR, action: 'bonus.grant', detail: expect.objectContaining({ memberId: m.memberId, amountMinor: 5000, note: 'goodwill after an outage' }) },
      { actor: TEST_ACTOR, action: 'bonus.forfeit', detail: { memberId: m.memberId, forfeitedMinor: 5000, note: 'granted by mistake' } },
    ]);
    const trail = await cli('audit', ['list', '--limit', '2']);
    expect(trail.printed).toHaveLength(2);
    expect(trail.printed[0]).toMatch(new RegExp(`${TEST_ACTOR}\\s+bonus\\.forfeit\\s+bonus:${bonusId}`));

    // the reward budget and the sign-up rules, read
    const budget = await cli('reward-budget', []);
    expect(budget.printed[0]).toBe('Reward budget of demo (basis points of valid turnover):');
    expect(budget.printed.find((line) => line.startsWith('  RNG '))).toMatch(/gives back .+ of .+\(keeps .+; rebate .+, vipRebate .+, points .+, missions .+, promotions .+\)/);
    expect((await cli('signup-rules', [])).printed).toEqual([expect.stringMatching(/^Sign-up reward on demo: accounts agents register (get it|do not get it); risk check (on|off)$/)]);
  });
});
