import { MAX_PROOF_IMAGE_BYTES } from '@app/contract/wallet';
import { eq } from 'drizzle-orm';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { feedback, throttles } from '../../src/db/schema';
import { buildTestApp, TEST_OPERATOR } from '../helper';
import { operatorsClient } from '../operators-support';
import { loyaltyClient, mallCli, type Member } from '../point-mall-support';
import { auditOf, GIF, JPG, messagesOf, PNG, pngUrl, storedProofs } from '../promotions-support';
import { rid } from '../wallet-support';

const dataDir = mkdtempSync(join(tmpdir(), 'feedback-proofs-'));
const app = await buildTestApp({ POW_DIFFICULTY: '4', DATA_DIR: dataDir });
const l = loyaltyClient(app);
const db = app.database.db;

beforeEach(async () => {
  await db.delete(throttles);
});

/** `n` words of text. */
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const send = (m: Member, body: Record<string, unknown>, headers?: Record<string, string>) => m.call('feedback', { body: { category: 'suggestion', content: words(8), ...body }, headers });
const feedbackOf = (memberId: number) => db.select().from(feedback).where(eq(feedback.memberId, memberId));

describe('feedback word bounds', () => {
  it('takes content at each bound and refuses it under and over, with the bounds and the count (the brand defaults: 5 to 300)', async () => {
    const m = await l.member();
    const bounds = { minWords: 5, maxWords: 300 };
    const under = await send(m, { content: words(4) });
    expect([under.status, under.body.code, under.body.value]).toEqual([400, 'FEEDBACK_TOO_SHORT', { field: 'content', ...bounds, words: 4 }]);
    expect((await send(m, { content: words(5) })).body.code).toBe('OK');
    expect((await send(m, { content: words(300) })).body.code).toBe('OK');
    const over = await send(m, { content: words(301) });
    expect([over.status, over.body.code, over.body.value]).toEqual([400, 'FEEDBACK_TOO_LONG', { field: 'content', ...bounds, words: 301 }]);
    expect(await feedbackOf(m.memberId)).toHaveLength(2);
  });

  it('follows the brand settings and counts as the contract does (punctuation is no word, each CJK character is one)', async () => {
    await l.settings({ feedbackMinWords: 3, feedbackMaxWords: 6 });
    try {
      const m = await l.member();
      const codes = async (content: string) => (await send(m, { content })).body.code;
      expect(await codes('too short !!!')).toBe('FEEDBACK_TOO_SHORT');
      expect(await codes("it's good, thanks")).toBe('OK');
      expect(await codes('你好世界朋友们')).toBe('FEEDBACK_TOO_LONG');
      expect(await codes('你好世界朋友')).toBe('OK');
      expect(await codes('one two three four five six seven')).toBe('FEEDBACK_TOO_LONG');
      const list = (await m.call('feedbackList')).body.value;
      expect(list).toMatchObject({ minWords: 3, maxWords: 6, total: 2 });
    } finally {
      await l.settings({ feedbackMinWords: 5, feedbackMaxWords: 300 });
    }
  });
});

describe('sending feedback', () => {
  it('keeps a png or jpg screenshot under a random name, refuses other content and big files, and stores nothing then', async () => {
    const m = await l.member();
    const before = storedProofs(dataDir).length;
    const refused = [
      [{ image: `data:image/png;base64,${GIF.toString('base64')}` }, 400, 'INVALID_IMAGE'],
      [{ image: Buffer.from('text named .jpg').toString('base64') }, 400, 'INVALID_IMAGE'],
      [{ image: 'not base64 %%%' }, 400, 'INVALID_IMAGE'],
      [{ image: Buffer.concat([PNG, Buffer.alloc(MAX_PROOF_IMAGE_BYTES)]).toString('base64') }, 413, 'IMAGE_TOO_LARGE'],
      [{ category: 'praise' }, 400, 'VALIDATION_ERROR'],
    ] as const;
    for (const [extra, status, code] of refused) {
      const res = await send(m, extra);
      expect([res.status, res.body.code], JSON.stringify(res.body).slice(0, 200)).toEqual([status, code]);
    }
    expect(storedProofs(dataDir).length).toBe(before);
    expect(await feedbackOf(m.memberId)).toEqual([]);

    // exactly 5 MB is allowed
    const largest = Buffer.concat([PNG, Buffer.alloc(MAX_PROOF_IMAGE_BYTES - PNG.length)]);
    const png = await send(m, { category: 'bug', image: largest.toString('base64') });
    expect(png.body.value).toMatchObject({ category: 'bug', hasImage: true, reply: null, repliedAt: null });
    const jpg = await send(m, { category: 'payment', image: `data:image/jpeg;base64,${JPG.toString('base64')}` });
    expect(jpg.body.value.hasImage).toBe(true);
    const names = storedProofs(dataDir);
    expect(names.length).toBe(before + 2);
    const [row] = await db.select().from(feedback).where(eq(feedback.id, jpg.body.value.id));
    expect(row!.imageFile).toMatch(/^[0-9a-f]{32}\.jpg$/);
    // the screenshot is a JSON value (type and base64), never a page of its own
    const image = await l.ops('operatorFeedbackImage', { query: { id: jpg.body.value.id } });
    expect([image.status, image.body.value.contentType]).toEqual([200, 'image/jpeg']);
    expect(Buffer.from(image.body.value.base64, 'base64').equals(JPG)).toBe(true);
    expect((await l.ops('operatorFeedbackImage', { query: { id: png.body.value.id } })).body.value.contentType).toBe('image/png');
    const stranger = await operatorsClient(app).call('operatorFeedbackImage', { query: { id: jpg.body.value.id } });
    expect([stranger.status, stranger.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
    const noImage = (await send(m, { category: 'other' })).body.value;
    expect((await l.ops('operatorFeedbackImage', { query: { id: noImage.id } })).body.code).toBe('NOT_FOUND');
  });

  it('takes a request once: a repeat answers the first feedback, the key on other feedback is refused', async () => {
    const m = await l.member();
    const before = storedProofs(dataDir).length;
    const requestId = rid('feedback');
    // sent six times at once: one feedback, one stored screenshot (the copies that lost remove theirs)
    const copies = await Promise.all(Array.from({ length: 6 }, () => send(m, { image: pngUrl(), requestId })));
    expect(copies.map((c) => c.body.code)).toEqual(Array(6).fill('OK'));
    expect(new Set(copies.map((c) => c.body.value.id)).size).toBe(1);
    expect((await send(m, { image: pngUrl(), requestId })).body.value.id).toBe(copies[0]!.body.value.id);
    expect((await send(m, { content: words(9), requestId })).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await feedbackOf(m.memberId)).toHaveLength(1);
    expect(storedProofs(dataDir).length).toBe(before + 1);
    expect((await (await l.w.trial()).call('feedback', { body: { category: 'other', content: words(6) } })).body.code).toBe('TRIAL_ACCOUNT');
  });
});

describe('replies', () => {
  it('the operator answers open feedback once; the member reads the reply in the list and in a message', async () => {
    const m = await l.member();
    const sent = (await send(m, { category: 'game', content: 'Please add more fishing games with jackpots' })).body.value;
    const open = await l.ops('operatorFeedback', { query: { open: 'true', brandId: 'demo' } });
    expect(open.body.value.list.find((f: { id: number }) => f.id === sent.id)).toMatchObject({ username: m.username, category: 'game', reply: null, hasImage: false });
    const replied = await l.ops('operatorReplyFeedback', { body: { id: sent.id, text: 'Two new fishing games next month!' } });
    expect(replied.body.value).toMatchObject({ id: sent.id, reply: 'Two new fishing games next month!' });
    const again = await l.ops('operatorReplyFeedback', { body: { id: sent.id, text: 'Another answer' } });
    expect([again.status, again.body.code]).toEqual([409, 'INVALID_STATE']);
    expect((await l.ops('operatorFeedback', { query: { open: 'true', brandId: 'demo' } })).body.value.list.some((f: { id: number }) => f.id === sent.id)).toBe(false);
    expect((await l.ops('operatorFeedback', { query: { brandId: 'demo' } })).body.value.list.some((f: { id: number }) => f.id === sent.id)).toBe(true);

    const list = (await m.call('feedbackList', { query: { pageSize: '10' } })).body.value;
    expect(list).toMatchObject({ total: 1, minWords: 5, maxWords: 300, list: [{ id: sent.id, reply: 'Two new fishing games next month!', content: 'Please add more fishing games with jackpots' }] });
    expect(list.list[0].repliedAt).toBeGreaterThan(0);
    expect(await messagesOf(app, m.memberId, 'feedback_replied')).toEqual([{ category: 'feedback', params: { category: 'game', reply: 'Two new fishing games next month!' } }]);
    const inbox = await m.call('messages', { query: { pageNo: '1', pageSize: '10' }, headers: { language: 'TY' } });
    expect(inbox.body.value.list[0]).toMatchObject({ title: 'Sagot sa iyong feedback', content: 'Sinagot namin ang iyong feedback tungkol sa laro: Two new fishing games next month!' });
    expect(await auditOf(app, `feedback:${sent.id}`)).toEqual([{ actor: TEST_OPERATOR, action: 'feedback.reply', detail: { memberId: m.memberId, reply: 'Two new fishing games next month!' } }]);
    expect((await l.ops('operatorReplyFeedback', { body: { id: 99999999, text: 'x' } })).body.code).toBe('NOT_FOUND');
    expect((await l.ops('operatorReplyFeedback', { body: { id: sent.id, text: '   ' } })).body.code).toBe('VALIDATION_ERROR');
  });
});

describe('the operator CLI', () => {
  const cli = mallCli(app);

  it('lists open feedback, answers one and writes its screenshot to a file', async () => {
    const m = await l.member();
    const sent = (await send(m, { category: 'bug', content: 'The spin button froze on my phone today', image: pngUrl() })).body.value;
    const listed = await cli('feedback-list', ['--brand', 'demo', '--open']);
    expect(listed.printed.find((line) => line.includes('The spin button froze'))).toContain(`demo  ${m.username}  bug        [image]  "The spin button froze on my phone today"`);

    const out = join(mkdtempSync(join(tmpdir(), 'feedback-cli-')), 'shot.png');
    expect((await cli('feedback-image', [String(sent.id), '--out', out])).printed).toEqual([`Screenshot of feedback ${sent.id}: ${PNG.length} bytes written to ${out}`]);
    expect(readFileSync(out).equals(PNG)).toBe(true);

    const replied = await cli('feedback-reply', [String(sent.id), '--text', 'Fixed in the next release, thank you']);
    expect(replied.printed[0]).toContain('reply (');
    expect(replied.printed[0]).toContain('"Fixed in the next release, thank you"');
    await expect(cli('feedback-reply', [String(sent.id), '--text', 'again'])).rejects.toThrow('INVALID_STATE');
    expect((await cli('feedback-list', ['--brand', 'demo', '--open'])).printed.some((line) => line.includes('The spin button froze'))).toBe(false);
  });
});
