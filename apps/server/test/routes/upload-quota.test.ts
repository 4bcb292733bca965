import { MAX_PROOF_IMAGE_BYTES } from '@app/contract/wallet';
import { and, eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityApplications, feedback, memberUploadDays, promotions, supportConversations, supportMessages, throttles, withdrawals } from '../../src/db/schema';
import { UPLOAD_QUOTA } from '../../src/modules/accounts/upload-quota';
import { buildTestApp } from '../helper';
import { PNG, pngUrl, storedProofs } from '../promotions-support';
import { rid, walletClient } from '../wallet-support';

const dataDir = mkdtempSync(join(tmpdir(), 'upload-quota-'));
const app = await buildTestApp({ POW_DIFFICULTY: '4', DATA_DIR: dataDir });
const w = walletClient(app);
const db = app.database.db;

beforeEach(async () => {
  await db.delete(throttles);
});

type Member = Awaited<ReturnType<typeof w.register>>;
const today = () => new Date().toISOString().slice(0, 10);

/** What the member uploaded today, as the quota counted it. */
async function usage(memberId: number) {
  const [row] = await db
    .select({ uploads: memberUploadDays.uploads, bytes: memberUploadDays.bytes })
    .from(memberUploadDays)
    .where(and(eq(memberUploadDays.memberId, memberId), eq(memberUploadDays.day, today())));
  return row ?? { uploads: 0, bytes: 0 };
}

/** Sets what the member has uploaded today (as if earlier uploads had counted it). */
async function used(memberId: number, uploads: number, bytes: number) {
  await db
    .insert(memberUploadDays)
    .values({ memberId, day: today(), uploads, bytes })
    .onConflictDoUpdate({ target: [memberUploadDays.memberId, memberUploadDays.day], set: { uploads, bytes } });
}

const sendFeedback = (m: Member, image: string | null = pngUrl()) =>
  m.call('feedback', { body: { category: 'suggestion', content: 'the lobby loads fast and looks good', requestId: rid('fb'), ...(image ? { image } : {}) } });
const feedbackCount = async (memberId: number) => (await db.select().from(feedback).where(eq(feedback.memberId, memberId))).length;

let promotionCodes = 0;
/** An open application promotion of the demo brand. */
async function applicationPromotion() {
  const now = Date.now();
  const [row] = await db
    .insert(promotions)
    .values({
      brandId: 'demo',
      code: `t-quota-${now.toString(36)}-${(promotionCodes++).toString(36)}`,
      category: 'limited',
      mechanic: 'application',
      title: { EN: 'Share your win', TY: 'Ibahagi ang panalo' },
      summary: { EN: 'A test promotion.', TY: 'Isang pagsubok.' },
      rulesHtml: { EN: '<p>Rules</p>', TY: '<p>Mga tuntunin</p>' },
      image: '/media/promotion/demo/test.svg',
      terms: { fixedMinor: 20_000, bonus: null },
      startAt: new Date(now - 86_400_000),
      endAt: new Date(now + 30 * 86_400_000),
    })
    .returning();
  return row!.id;
}

function expectRefused(res: { status: number; body: { code: string; value: unknown } }, label: string) {
  expect([label, res.status, res.body.code], JSON.stringify(res.body).slice(0, 300)).toEqual([label, 429, 'UPLOAD_QUOTA_EXCEEDED']);
  expect(res.body.value).toMatchObject({ maxUploads: UPLOAD_QUOTA.uploads, maxBytes: UPLOAD_QUOTA.bytes, resetsAt: Date.parse(today()) + 86_400_000 });
}

describe('the per-member daily upload quota', () => {
  it('counts every upload call together; past the count the next upload of any of them is refused and stores nothing', async () => {
    const m = await w.register();
    const promotionId = await applicationPromotion();

    // 1 + 1 + 3 uploads through the support desk and an application, the rest of the day's count as feedback
    const opened = await m.call('supportOpen', { body: { topic: 'deposit', text: 'My deposit has not arrived', image: pngUrl() } });
    expect(opened.body.code, JSON.stringify(opened.body)).toBe('OK');
    const conversationId = opened.body.value.conversation.id as number;
    expect((await m.call('supportSend', { body: { conversationId, text: 'here is the slip', image: pngUrl() } })).body.code).toBe('OK');
    const applied = await m.call('applyActivity', { body: { promotionId, comment: 'My big win', images: [pngUrl(), pngUrl(), pngUrl()], requestId: rid('ap') } });
    expect(applied.body.code, JSON.stringify(applied.body)).toBe('OK');
    for (let i = 5; i < UPLOAD_QUOTA.uploads; i++) expect((await sendFeedback(m)).body.code).toBe('OK');
    expect(await usage(m.memberId)).toEqual({ uploads: UPLOAD_QUOTA.uploads, bytes: UPLOAD_QUOTA.uploads * PNG.length });

    const files = storedProofs(dataDir).length;
    const feedbackBefore = await feedbackCount(m.memberId);
    const messagesBefore = (await db.select().from(supportMessages).where(eq(supportMessages.conversationId, conversationId))).length;
    const conversationsBefore = (await db.select().from(supportConversations).where(eq(supportConversations.memberId, m.memberId))).length;

    expectRefused(await sendFeedback(m), 'feedback');
    expectRefused(await m.call('supportSend', { body: { conversationId, text: 'one more', image: pngUrl() } }), 'supportSend');
    expectRefused(await m.call('supportOpen', { body: { topic: 'game', text: 'another', image: pngUrl() } }), 'supportOpen');
    const other = await applicationPromotion();
    expectRefused(await m.call('applyActivity', { body: { promotionId: other, comment: 'again', images: [pngUrl()], requestId: rid('ap') } }), 'applyActivity');

    expect(storedProofs(dataDir).length).toBe(files);
    expect(await feedbackCount(m.memberId)).toBe(feedbackBefore);
    expect((await db.select().from(supportMessages).where(eq(supportMessages.conversationId, conversationId))).length).toBe(messagesBefore);
    expect((await db.select().from(supportConversations).where(eq(supportConversations.memberId, m.memberId))).length).toBe(conversationsBefore);
    expect(await db.select().from(activityApplications).where(eq(activityApplications.promotionId, other))).toEqual([]);
    expect(await usage(m.memberId)).toEqual({ uploads: UPLOAD_QUOTA.uploads, bytes: UPLOAD_QUOTA.uploads * PNG.length });

    // what carries no file is not an upload
    expect((await sendFeedback(m, null)).body.code).toBe('OK');
    expect((await m.call('supportSend', { body: { conversationId, text: 'text only' } })).body.code).toBe('OK');
    // a new UTC day starts a new count
    await db.update(memberUploadDays).set({ day: '2000-01-01' }).where(eq(memberUploadDays.memberId, m.memberId));
    expect((await sendFeedback(m)).body.code).toBe('OK');
    expect(await usage(m.memberId)).toEqual({ uploads: 1, bytes: PNG.length });
  });

  it('counts bytes: 20 MB of screenshots fill the day, and one more small image is refused', async () => {
    const m = await w.register();
    const largest = pngUrl(Buffer.concat([PNG, Buffer.alloc(MAX_PROOF_IMAGE_BYTES - PNG.length)]));
    const files = storedProofs(dataDir).length;
    for (let i = 0; i < UPLOAD_QUOTA.bytes / MAX_PROOF_IMAGE_BYTES; i++) expect((await sendFeedback(m, largest)).body.code).toBe('OK');
    expect(await usage(m.memberId)).toEqual({ uploads: 4, bytes: UPLOAD_QUOTA.bytes });
    expectRefused(await sendFeedback(m), 'small image');
    expect(storedProofs(dataDir).length).toBe(files + 4);
    expect(await feedbackCount(m.memberId)).toBe(4);
  });

  it('refuses a withdrawal proof past the quota and leaves the order as it was', async () => {
    const p = await w.login('player1', 'Player123!');
    const cards = (await p.call('bankCards')).body.value.list;
    const order = await p.call('withdrawCreate', { body: { bankCardId: cards[0].id, amount: '100', paymentPassword: 'Pay12345' } });
    expect(order.body.code, JSON.stringify(order.body)).toBe('OK');
    const orderNo = order.body.value.orderNo as string;
    await db.update(withdrawals).set({ status: 'disbursed', disbursedAt: new Date() }).where(eq(withdrawals.orderNo, orderNo));
    await used(p.memberId, UPLOAD_QUOTA.uploads, 0);
    const files = storedProofs(dataDir).length;

    expectRefused(await p.call('withdrawReceipt', { body: { orderNo, result: 'notReceived', proofImage: pngUrl() } }), 'withdrawReceipt');
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo));
    expect([row!.status, row!.proofFile]).toEqual(['disbursed', null]);
    expect(storedProofs(dataDir).length).toBe(files);

    await used(p.memberId, UPLOAD_QUOTA.uploads - 1, 0);
    const claim = await p.call('withdrawReceipt', { body: { orderNo, result: 'notReceived', proofImage: pngUrl() } });
    expect(claim.body.value).toMatchObject({ status: 'not_received', hasProof: true });
    expect(await usage(p.memberId)).toEqual({ uploads: UPLOAD_QUOTA.uploads, bytes: PNG.length });
  });

  it('lets exactly the quota through when 44 uploads of one member arrive at once (count and bytes)', async () => {
    const byCount = await w.register();
    await used(byCount.memberId, UPLOAD_QUOTA.uploads - 7, 0);
    const byBytes = await w.register();
    await used(byBytes.memberId, 0, UPLOAD_QUOTA.bytes - 6 * PNG.length);
    const files = storedProofs(dataDir).length;

    const answers = await Promise.all([...Array.from({ length: 44 }, () => sendFeedback(byCount)), ...Array.from({ length: 44 }, () => sendFeedback(byBytes))]);
    const codes = (from: number) =>
      answers.slice(from, from + 44).reduce<Record<string, number>>((n, a) => ({ ...n, [a.body.code]: (n[a.body.code] ?? 0) + 1 }), {});
    expect(codes(0)).toEqual({ OK: 7, UPLOAD_QUOTA_EXCEEDED: 37 });
    expect(codes(44)).toEqual({ OK: 6, UPLOAD_QUOTA_EXCEEDED: 38 });
    expect(await feedbackCount(byCount.memberId)).toBe(7);
    expect(await feedbackCount(byBytes.memberId)).toBe(6);
    expect(await usage(byCount.memberId)).toEqual({ uploads: UPLOAD_QUOTA.uploads, bytes: 7 * PNG.length });
    expect(await usage(byBytes.memberId)).toEqual({ uploads: 6, bytes: UPLOAD_QUOTA.bytes });
    expect(storedProofs(dataDir).length).toBe(files + 13);
  });
});
