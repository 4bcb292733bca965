/**
 * What the back office's promotion editor relies on (issue 29): a picture upload checked by its content, resized and
 * stripped of its metadata, served to players from the media route; the rules' HTML reduced to the allow-list when it
 * is written, so the operator reads back what players get; the marketing permission for both; an audit row naming the
 * operator.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, promotions, throttles } from '../../src/db/schema';
import { buildTestApp } from '../helper';
import { brandLimitedOperator, operatorsClient, operatorTokens } from '../operators-support';
import { GIF, pngUrl } from '../promotions-support';
import { walletClient } from '../wallet-support';
import { creditWin, debitForBet } from '../../src/modules/wallet/ledger/bets';

const dataDir = mkdtempSync(join(tmpdir(), 'promotion-images-'));
const app = await buildTestApp({ POW_DIFFICULTY: '4', DATA_DIR: dataDir });
const db = app.database.db;
const ops = operatorsClient(app);
const stored = () => readdirSync(join(dataDir, 'media', 'uploads'), { withFileTypes: true }).map((f) => f.name);

/** A 3000 x 2000 photo with camera metadata, as a phone takes it. */
const photo = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'someone' } })
    .toBuffer();
const dataUrl = (bytes: Buffer, type = 'jpeg') => `data:image/${type};base64,${bytes.toString('base64')}`;

let tokens: Awaited<ReturnType<typeof operatorTokens>>;
beforeAll(async () => {
  tokens = await operatorTokens(app);
});

describe('a promotion picture upload', () => {
  it('stores a photo resized to fit 1200 x 800, as WebP without its camera metadata, served to players on the brand host', async () => {
    const res = await ops.call('operatorUploadPromotionImage', { token: tokens.marketing, body: { brandId: 'demo', image: dataUrl(await photo()) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { path, width, height, bytes } = res.body.value as { path: string; width: number; height: number; bytes: number };
    expect([width, height]).toEqual([1200, 800]);
    expect(path).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.webp$/);

    const served = await app.inject({ method: 'GET', url: path, headers: { host: 'lucky9.localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.length).toBe(bytes);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1200, 800, undefined]);

    // audited under marketing1's name, with the picture's size
    const [audit] = await db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'promotion.image'), eq(operatorAudit.target, path)));
    expect([audit?.actor, audit?.brandId, audit?.detail]).toEqual(['marketing1', 'demo', { width: 1200, height: 800, bytes }]);

    // the same picture twice is one file
    const again = await ops.call('operatorUploadPromotionImage', { token: tokens.marketing, body: { brandId: 'demo', image: dataUrl(await photo()) } });
    expect(again.body.value.path).toBe(path);
    expect(stored().filter((name) => `/media/uploads/${name}` === path)).toHaveLength(1);
  });

  it('keeps a small picture at its size (never enlarged), and reads png by its bytes whatever the data: URL says', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#00000000' } }).png().toBuffer();
    const res = await ops.call('operatorUploadPromotionImage', { token: tokens.marketing, body: { brandId: 'demo', image: dataUrl(png, 'jpeg') } });
    expect([res.status, res.body.value.width, res.body.value.height]).toEqual([200, 300, 200]);
  });

  it('refuses what is not a png, jpg or webp picture by its content (a GIF, text named .png, a truncated JPEG), storing nothing', async () => {
    const before = stored().length;
    const truncated = (await photo()).subarray(0, 400);
    for (const image of [dataUrl(GIF, 'gif'), dataUrl(Buffer.from('<svg onload="alert(1)"/>'), 'png'), dataUrl(truncated), 'not base64 at all!']) {
      const res = await ops.call('operatorUploadPromotionImage', { token: tokens.marketing, body: { brandId: 'demo', image } });
      expect([res.status, res.body.code, res.body.value]).toEqual([400, 'INVALID_IMAGE', { field: 'image' }]);
    }
    expect(stored().length).toBe(before);
    // a name the module never wrote is not read
    const probe = await app.inject({ method: 'GET', url: '/media/uploads/..%2F..%2Fpasswd', headers: { host: 'lucky9.localhost' } });
    expect(probe.statusCode).toBe(404);
  });

  it('needs marketing.write, and a brand-limited operator uploads only to its brands', async () => {
    const image = dataUrl(await photo());
    const refused = await ops.call('operatorUploadPromotionImage', { token: tokens.support, body: { brandId: 'demo', image } });
    expect([refused.status, refused.body.value]).toEqual([403, { permission: 'marketing.write' }]);
    const tigerOnly = await brandLimitedOperator(app, 'tiger-marketing', 'marketing', ['tiger']);
    const other = await ops.call('operatorUploadPromotionImage', { token: tigerOnly, body: { brandId: 'demo', image } });
    expect(other.body.code).toBe('NOT_FOUND');
  });
});

describe('the rules as the editor sends them', () => {
  it('are kept reduced to the allow-list, and the operator reads back the summary and the rules players get', async () => {
    const promotion = {
      code: `editor-${Date.now().toString(36)}`,
      category: 'limited',
      mechanic: 'claim',
      title: { EN: 'Editor made', TY: 'Gawa sa editor' },
      summary: { EN: 'Made in the editor.', TY: 'Gawa sa editor.' },
      rulesHtml: {
        EN: '<p onclick="steal()">One <strong>account</strong> each.</p><script>steal()</script><img src=x onerror=steal()><a href="javascript:steal()">x</a>',
        TY: '<ul><li>Isa bawat tao.</li></ul><style>body{display:none}</style>',
      },
      terms: { bonus: null },
      startAt: Date.now() - 60_000,
    };
    const created = await ops.call('operatorCreatePromotion', { token: tokens.marketing, body: { brandId: 'demo', promotion } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const expected = { EN: '<p>One <strong>account</strong> each.</p><a>x</a>', TY: '<ul><li>Isa bawat tao.</li></ul>' };
    expect(created.body.value.rulesHtml).toEqual(expected);
    expect(created.body.value.summary).toEqual(promotion.summary);
    const [row] = await db.select().from(promotions).where(eq(promotions.id, created.body.value.id));
    expect(row!.rulesHtml).toEqual(expected);

    const updated = await ops.call('operatorUpdatePromotion', { token: tokens.marketing, body: { id: created.body.value.id, rulesHtml: { TY: '<p>Bago<iframe src="https://evil.example"></iframe></p>' } } });
    expect(updated.body.value.rulesHtml).toEqual({ EN: expected.EN, TY: '<p>Bago</p>' });
  });
});

describe('the promotion report', () => {
  it("answers a promotion's players, its cost (cash rewards and cashed bonus money) and its players' GGR while it ran", async () => {
    await db.delete(throttles);
    const promotion = {
      code: `report-${Date.now().toString(36)}`,
      category: 'limited',
      mechanic: 'application',
      title: { EN: 'Report me', TY: 'Iulat' },
      summary: { EN: 'x', TY: 'x' },
      rulesHtml: { EN: '<p>x</p>', TY: '<p>x</p>' },
      terms: { fixedMinor: 10_000, bonus: null },
      startAt: Date.now() - 86_400_000,
    };
    const created = await ops.call('operatorCreatePromotion', { token: tokens.marketing, body: { brandId: 'demo', promotion } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const promotionId = created.body.value.id as number;
    const report = async () => {
      const res = await ops.call('operatorPromotionReport', { token: tokens.finance, query: { brandId: 'demo' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.value.list as Array<{ promotionId: number }>).find((r) => r.promotionId === promotionId);
    };
    expect(await report()).toEqual({ promotionId, players: 0, cashMinor: 0, bonusGrantedMinor: 0, bonusCashedMinor: 0, costMinor: 0, ggrMinor: 0, netMinor: 0 });

    // a player applies and is paid 100.00 in cash; they stake 50.00 and win 20.00 back while it runs
    const w = walletClient(app);
    const player = await w.register();
    const applied = await player.call('applyActivity', { body: { promotionId, comment: 'my win', images: [pngUrl()] } });
    expect(applied.body.code, JSON.stringify(applied.body)).toBe('OK');
    const approved = await ops.call('operatorApproveApplication', { token: tokens.marketing, body: { id: applied.body.value.id } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    await debitForBet(db, { brandId: 'demo', memberId: player.memberId, betKey: `report-${promotionId}`, vendor: 'CTEST', gameType: 'RNG', gameCode: 'rt', gameName: 'Report test', stakeMinor: 5_000 });
    await creditWin(db, { memberId: player.memberId, betKey: `report-${promotionId}`, payoutMinor: 2_000, validBetMinor: 5_000 });

    expect(await report()).toEqual({ promotionId, players: 1, cashMinor: 10_000, bonusGrantedMinor: 0, bonusCashedMinor: 0, costMinor: 10_000, ggrMinor: 3_000, netMinor: -7_000 });
    // a reading of the brand's economics: dashboard.read, which the support role lacks
    const refused = await ops.call('operatorPromotionReport', { token: tokens.support, query: { brandId: 'demo' } });
    expect([refused.status, refused.body.value]).toEqual([403, { permission: 'dashboard.read' }]);
  });
});

describe('the texts of a promotion, in the languages of its brand', () => {
  /** a claim promotion started a minute ago, with the texts given */
  const promotionWith = (code: string, texts: { title: object; summary: object; rulesHtml: object }) => ({ code, category: 'limited', mechanic: 'claim', ...texts, terms: { bonus: null }, startAt: Date.now() - 60_000 });
  const vietnamese = { title: { vi: 'Khuyến mãi tiếng Việt' }, summary: { vi: 'Chỉ bằng tiếng Việt.' }, rulesHtml: { vi: '<p>Mỗi người một lần.</p>' } };

  it('takes a Vietnamese-only promotion on the Vietnamese-only brand, which its players read in Vietnamese', async () => {
    const code = `vi-only-${Date.now().toString(36)}`;
    const created = await ops.call('operatorCreatePromotion', { token: tokens.marketing, body: { brandId: 'vn', promotion: promotionWith(code, vietnamese) } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.value).toMatchObject({ brandId: 'vn', title: vietnamese.title, summary: vietnamese.summary, rulesHtml: vietnamese.rulesHtml });

    const detail = await app.inject({ method: 'GET', url: `/wps/relay/MCSFE_getPromotionDetail?id=${created.body.value.id}`, headers: { host: 'vn.localhost', language: 'vi' } });
    expect(detail.json()).toMatchObject({ code: 'OK', value: { title: vietnamese.title.vi, rulesHtml: vietnamese.rulesHtml.vi } });

    // a change in Vietnamese is kept; one in a language the brand does not offer is refused, the promotion unchanged
    const renamed = await ops.call('operatorUpdatePromotion', { token: tokens.marketing, body: { id: created.body.value.id, title: { vi: 'Tên mới' } } });
    expect(renamed.body.value?.title, JSON.stringify(renamed.body)).toEqual({ vi: 'Tên mới' });
    const foreign = await ops.call('operatorUpdatePromotion', { token: tokens.marketing, body: { id: created.body.value.id, summary: { EN: 'In English' } } });
    expect([foreign.status, foreign.body.code, foreign.body.value?.field]).toEqual([400, 'VALIDATION_ERROR', 'summary.EN']);
    const [row] = await db.select().from(promotions).where(eq(promotions.id, created.body.value.id));
    expect(row!.summary).toEqual(vietnamese.summary);
  });

  it('refuses a text in a language the brand does not offer, and one missing a language it does, saving nothing', async () => {
    const extraEnglish = `vi-en-${Date.now().toString(36)}`;
    const withEnglish = { ...vietnamese, title: { ...vietnamese.title, EN: 'In English too' } };
    const refused = await ops.call('operatorCreatePromotion', { token: tokens.marketing, body: { brandId: 'vn', promotion: promotionWith(extraEnglish, withEnglish) } });
    expect([refused.status, refused.body.code, refused.body.value?.field]).toEqual([400, 'VALIDATION_ERROR', 'title.EN']);

    // the demo brand speaks Tagalog and English: English alone is not enough
    const noTagalog = `no-ty-${Date.now().toString(36)}`;
    const english = { title: { EN: 'English only' }, summary: { EN: 'English only.' }, rulesHtml: { EN: '<p>English only.</p>' } };
    const missing = await ops.call('operatorCreatePromotion', { token: tokens.marketing, body: { brandId: 'demo', promotion: promotionWith(noTagalog, english) } });
    expect([missing.status, missing.body.code, missing.body.value?.field]).toEqual([400, 'VALIDATION_ERROR', 'title.TY']);

    const saved = await db.select().from(promotions).where(inArray(promotions.code, [extraEnglish, noTagalog]));
    expect(saved).toEqual([]);
  });
});
