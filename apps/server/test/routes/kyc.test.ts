/**
 * Identity verification (issue 30): a player's files checked by their content and cleaned of their metadata, sent as
 * one submission; the operator's queue, each view of a document audited, a rejection with the reason and what to send
 * again, an approval; and the packs' rules: before the first deposit (UKGC), before the first withdrawal or past a
 * total of deposits (MGA), where the brand enforces them.
 */
import { and, desc, eq } from 'drizzle-orm';
import { readdirSync, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { kycSettings, memberMessages, operatorAudit, throttles } from '../../src/db/schema';
import { buildTestApp } from '../helper';
import { operatorsClient, operatorTokens } from '../operators-support';
import { rid, walletClient } from '../wallet-support';

const dataDir = mkdtempSync(join(tmpdir(), 'kyc-'));
const app = await buildTestApp({ POW_DIFFICULTY: '4', DATA_DIR: dataDir });
const db = app.database.db;
const w = walletClient(app);
const ops = operatorsClient(app);
let tokens: Awaited<ReturnType<typeof operatorTokens>>;
let photo: string;
beforeAll(async () => {
  tokens = await operatorTokens(app);
  // a phone's photo: a JPEG with the camera's metadata (EXIF), which must not be kept
  const jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#c0d0e0' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker', Model: 'Secret Model 9' } } })
    .toBuffer();
  photo = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
});
afterEach(async () => {
  await db.delete(throttles);
  await db.update(kycSettings).set({ enforcement: 'off' });
  await ops.call('operatorSetRgPack', { token: tokens.owner, body: { brandId: 'demo', packId: null } });
});

type Member = Awaited<ReturnType<typeof w.register>>;
const upload = (m: Member, side: string, file = photo) => m.call('kycUpload', { body: { side, file } });
const pdf = (extra = '') => `data:application/pdf;base64,${Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog ${extra}>> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`).toString('base64')}`;

async function submitted(documentType = 'national_id') {
  const m = await w.register();
  for (const side of ['front', 'back', 'selfie']) expect((await upload(m, side)).body.code).toBe('OK');
  const sent = await m.call('kycSubmit', { body: { documentType } });
  expect(sent.body.code, JSON.stringify(sent.body)).toBe('OK');
  return m;
}
const queueRowOf = async (m: Member) => {
  const queue = await ops.call('operatorKycQueue', { token: tokens.risk, query: { brandId: 'demo', memberId: String(m.memberId) } });
  expect(queue.status, JSON.stringify(queue.body)).toBe(200);
  return queue.body.value.list[0] as { id: number; username: string; files: Array<{ side: string }> };
};

describe('the player’s files', () => {
  it('keeps a picture upright and without its metadata, outside the web root, and sends the submission once complete', async () => {
    const m = await w.register();
    const front = await upload(m, 'front');
    expect(front.body.value).toMatchObject({ side: 'front', contentType: 'image/webp' });
    const stored = readdirSync(join(dataDir, 'kyc'));
    expect(stored.length).toBeGreaterThan(0);
    const bytes = readFileSync(join(dataDir, 'kyc', stored[0]!));
    expect(bytes.includes(Buffer.from('Secret Model 9'))).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: `/media/kyc/${stored[0]}` })).statusCode).not.toBe(200);

    const early = await m.call('kycSubmit', { body: { documentType: 'national_id' } });
    expect([early.status, early.body.code, early.body.value.field]).toEqual([400, 'VALIDATION_ERROR', 'back']);
    // a PDF keeps its pages but not what its maker's software wrote about the person and the time
    const info = '/Author (Juan (J.) Dela Cruz) /Producer <4D7950686F6E65> /CreationDate (D:20261201093000+08) ';
    const xmp = '2 0 obj << /Type /Metadata >> stream\n<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>Juan Dela Cruz</dc:creator></x:xmpmeta>\nendstream endobj\n';
    const sent = Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n${xmp}3 0 obj << ${info}>> endobj\ntrailer << /Root 1 0 R /Info 3 0 R >>\n%%EOF\n`);
    const before = new Set(readdirSync(join(dataDir, 'kyc')));
    expect((await upload(m, 'selfie', `data:application/pdf;base64,${sent.toString('base64')}`)).body.value.contentType).toBe('application/pdf');
    const storedPdf = readFileSync(join(dataDir, 'kyc', readdirSync(join(dataDir, 'kyc')).find((name) => !before.has(name))!));
    expect(storedPdf.length).toBe(sent.length);
    expect(['Dela Cruz', 'D:2026', '4D7950686F6E65', 'xmpmeta'].filter((secret) => storedPdf.includes(Buffer.from(secret)))).toEqual([]);
    expect(storedPdf.toString('latin1')).toContain(`/Author (${' '.repeat('Juan (J.) Dela Cruz'.length)}) /Producer <${'0'.repeat(14)}> /CreationDate`);
    const passport = await m.call('kycSubmit', { body: { documentType: 'passport' } });
    expect(passport.body.value).toMatchObject({ status: 'pending', submission: { documentType: 'passport', files: [{ side: 'front' }, { side: 'selfie' }] } });
    const again = await upload(m, 'back');
    expect([again.status, again.body.code]).toEqual([409, 'INVALID_STATE']);
  });

  it('refuses a file that is no picture or PDF by its content, a PDF with a script, and one over 10 MB', async () => {
    const m = await w.register();
    const text = await upload(m, 'front', `data:image/png;base64,${Buffer.from('not a picture at all, just words').toString('base64')}`);
    expect([text.status, text.body.code]).toEqual([400, 'INVALID_DOCUMENT']);
    const scripted = await upload(m, 'front', pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '));
    expect(scripted.body.code).toBe('INVALID_DOCUMENT');
    const huge = await upload(m, 'front', `data:application/pdf;base64,${Buffer.alloc(10 * 1024 * 1024 + 1, 7).toString('base64')}`);
    expect([huge.status, huge.body.code]).toEqual([413, 'DOCUMENT_TOO_LARGE']);
  });
});

describe('the review', () => {
  it('shows the queue to risk with the profile, audits each view, rejects with what to send again, then approves', async () => {
    const m = await submitted();
    const row = await queueRowOf(m);
    expect(row).toMatchObject({ username: m.username, files: [{ side: 'front' }, { side: 'back' }, { side: 'selfie' }] });
    const doc = await ops.call('operatorKycDocument', { token: tokens.risk, query: { id: String(row.id), side: 'front' } });
    expect(doc.body.value.dataUrl).toMatch(/^data:image\/webp;base64,/);
    const [view] = await db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'kyc.view'), eq(operatorAudit.target, `member:${m.memberId}`)));
    expect([view?.actor, (view?.detail as { side: string }).side]).toEqual(['risk1', 'front']);
    const support = await ops.call('operatorKycQueue', { token: tokens.support, query: { brandId: 'demo' } });
    expect([support.status, support.body.value]).toEqual([403, { permission: 'risk.write' }]);

    const bare = await ops.call('operatorKycDecide', { token: tokens.risk, body: { id: row.id, decision: 'reject' } });
    expect([bare.status, bare.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const rejected = await ops.call('operatorKycDecide', { token: tokens.risk, body: { id: row.id, decision: 'reject', reason: 'The selfie is blurred', resend: ['selfie'] } });
    expect(rejected.body.value).toMatchObject({ status: 'rejected', reviewedBy: 'risk1', rejectReason: 'The selfie is blurred', resend: ['selfie'] });
    expect((await m.call('kycStatus')).body.value).toMatchObject({ status: 'rejected', submission: { rejectReason: 'The selfie is blurred', resend: ['selfie'] } });
    const [message] = await db.select().from(memberMessages).where(eq(memberMessages.memberId, m.memberId)).orderBy(desc(memberMessages.id)).limit(1);
    expect(message?.content).toMatch(/The selfie is blurred\. Please send again: selfie/);

    // only the selfie again: the accepted front and back carry over
    await upload(m, 'selfie');
    const draft = (await m.call('kycStatus')).body.value;
    expect([draft.status, draft.submission.files.map((f: { side: string }) => f.side).sort()]).toEqual(['draft', ['back', 'front', 'selfie']]);
    expect((await m.call('kycSubmit', { body: { documentType: 'national_id' } })).body.code).toBe('OK');
    const second = await queueRowOf(m);
    const approved = await ops.call('operatorKycDecide', { token: tokens.risk, body: { id: second.id, decision: 'approve' } });
    expect(approved.body.value).toMatchObject({ status: 'approved', reviewedBy: 'risk1' });
    expect((await m.call('kycStatus')).body.value.status).toBe('approved');
    const twice = await ops.call('operatorKycDecide', { token: tokens.risk, body: { id: second.id, decision: 'approve' } });
    expect([twice.status, twice.body.code]).toEqual([409, 'INVALID_STATE']);
  });
});

describe('the packs’ rules, where the brand enforces them', () => {
  const depositCreate = async (m: Member, amount: string) => {
    const channels = (await m.call('depositChannels')).body.value.list as Array<{ id: number; type: string }>;
    return m.call('depositCreate', { body: { channelId: channels.find((c) => c.type === 'BANK')!.id, amount, requestId: rid() } });
  };

  it('UKGC: no deposit before verification; the demo brands switch it off', async () => {
    await ops.call('operatorSetRgPack', { token: tokens.owner, body: { brandId: 'demo', packId: 'ukgc' } });
    const m = await w.register();
    expect((await depositCreate(m, '100')).body.code).toBe('OK');
    const on = await ops.call('operatorSetKycSettings', { token: tokens.owner, body: { brandId: 'demo', enforcement: 'pack' } });
    expect(on.body.value).toMatchObject({ enforcement: 'pack', rule: 'firstDeposit', packId: 'ukgc' });
    const refused = await depositCreate(m, '100');
    expect([refused.status, refused.body.code, refused.body.value]).toEqual([403, 'KYC_REQUIRED', { requiredFor: 'deposit', status: 'none' }]);
    expect((await m.call('kycStatus')).body.value).toMatchObject({ rule: 'firstDeposit', requiredFor: 'deposit' });
  });

  it('MGA: deposits up to the threshold, then verification; no withdrawal before it; an approved member passes both', async () => {
    await ops.call('operatorSetKycSettings', { token: tokens.owner, body: { brandId: 'demo', enforcement: 'pack' } });
    const m = await submitted();
    await w.depositPaid(m, '1500');
    const past = await depositCreate(m, '600');
    expect([past.body.code, past.body.value.requiredFor]).toEqual(['KYC_REQUIRED', 'deposit']);
    const withdrawal = await m.call('withdrawCreate', { body: { bankCardId: 1, amount: '100', paymentPassword: 'Pay54321', requestId: rid() } });
    expect([withdrawal.body.code, withdrawal.body.value.requiredFor, withdrawal.body.value.status]).toEqual(['KYC_REQUIRED', 'withdrawal', 'pending']);
    const row = await queueRowOf(m);
    await ops.call('operatorKycDecide', { token: tokens.risk, body: { id: row.id, decision: 'approve' } });
    expect((await depositCreate(m, '600')).body.code).toBe('OK');
    const [audit] = await db.select().from(operatorAudit).where(eq(operatorAudit.action, 'kyc.enforcement')).orderBy(desc(operatorAudit.id)).limit(1);
    expect(audit?.detail).toEqual({ before: 'off', after: 'pack' });
  });
});
