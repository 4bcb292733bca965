/**
 * A brand's money settings in the back office (issue 29): the wallet and withdrawal limits and the deposit channels,
 * read with dashboard.read and changed with settings.write, audited with before and after, checked like every body,
 * and applied to the player's calls without a restart.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../src/db/schema';
import { join } from 'node:path';
import { repoRoot } from '../../src/env';
import { loadBrands } from '../../src/lib/brands';
import { applyBrandOverrides } from '../../src/modules/content/brand-overrides';
import { buildTestApp } from '../helper';
import { brandLimitedOperator, operatorsClient, operatorTokens } from '../operators-support';
import { walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const db = app.database.db;
const ops = operatorsClient(app);
const w = walletClient(app);
let tokens: Awaited<ReturnType<typeof operatorTokens>>;
beforeAll(async () => {
  tokens = await operatorTokens(app);
});

type Settings = { limits: Record<string, number | null>; channels: Array<{ code: string; name: string; minMinor: number; maxMinor: number; sort: number; enabled: boolean }> };
const read = async (token = tokens.owner) => {
  const res = await ops.call('operatorMoneySettings', { token, query: { brandId: 'demo' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as Settings;
};
/** the walletSettingsOf cache keeps a brand's limits 5 seconds */
const afterCache = () => new Promise((resolve) => setTimeout(resolve, 5_100));

describe('wallet limits', () => {
  it('changes the withdrawal limits the player reads, audited with before and after under the operator', { timeout: 20_000 }, async () => {
    const before = await read();
    const limits = { ...before.limits, withdrawMinMinor: 15_000, withdrawMaxMinor: 2_500_000, withdrawDailyCount: 2, fourEyesThresholdMinor: 1_000_000 };
    const res = await ops.call('operatorSetWalletLimits', { token: tokens.owner, body: { brandId: 'demo', limits } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value.limits).toEqual(limits);
    const [audit] = await db.select().from(operatorAudit).where(eq(operatorAudit.action, 'wallet-limits.set'));
    expect([audit?.actor, audit?.brandId, audit?.detail]).toEqual(['owner1', 'demo', { before: before.limits, after: limits }]);

    await afterCache();
    const player = await w.register();
    const seen = await player.call('withdrawSettings');
    expect([seen.body.value.minMinor, seen.body.value.maxMinor, seen.body.value.dailyCount]).toEqual([15_000, 2_500_000, 2]);
  });

  it('refuses a smallest withdrawal above the largest, numbers out of range, and a role without settings.write, changing nothing', async () => {
    const before = await read();
    const upsideDown = await ops.call('operatorSetWalletLimits', { token: tokens.owner, body: { brandId: 'demo', limits: { ...before.limits, withdrawMinMinor: 900_000, withdrawMaxMinor: 100_000 } } });
    expect([upsideDown.status, upsideDown.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const negative = await ops.call('operatorSetWalletLimits', { token: tokens.owner, body: { brandId: 'demo', limits: { ...before.limits, withdrawDailyCount: 0 } } });
    expect([negative.status, negative.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const finance = await ops.call('operatorSetWalletLimits', { token: tokens.finance, body: { brandId: 'demo', limits: before.limits } });
    expect([finance.status, finance.body.value]).toEqual([403, { permission: 'settings.write' }]);
    expect((await read()).limits).toEqual(before.limits);
  });
});

describe('deposit channels', () => {
  it('renames, re-limits and switches off a channel: the player’s deposit page follows at once', async () => {
    const [channel] = (await read()).channels.filter((c) => c.enabled);
    const change = { brandId: 'demo', code: channel!.code, name: 'GCash express', minMinor: 5_000, maxMinor: 800_000, sort: channel!.sort, enabled: true };
    const res = await ops.call('operatorSetDepositChannel', { token: tokens.owner, body: change });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const player = await w.register();
    const listed = (await player.call('depositChannels')).body.value.list as Array<{ code: string; name: string; minMinor: number; maxMinor: number }>;
    expect(listed.find((c) => c.code === channel!.code)).toMatchObject({ name: 'GCash express', minMinor: 5_000, maxMinor: 800_000 });

    expect((await ops.call('operatorSetDepositChannel', { token: tokens.owner, body: { ...change, enabled: false } })).status).toBe(200);
    const after = (await player.call('depositChannels')).body.value.list as Array<{ code: string }>;
    expect(after.map((c) => c.code)).not.toContain(channel!.code);
    const rows = await db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'deposit-channel.set'), eq(operatorAudit.target, `deposit-channel:demo:${channel!.code}`)));
    expect(rows.map((r) => [r.actor, (r.detail as { after: { enabled: boolean } }).after.enabled])).toEqual([
      ['owner1', true],
      ['owner1', false],
    ]);
    await ops.call('operatorSetDepositChannel', { token: tokens.owner, body: { ...change, name: channel!.name, minMinor: channel!.minMinor, maxMinor: channel!.maxMinor } });
  });

  it('refuses an unknown channel, a minimum above the maximum, and another brand for a brand-limited operator', async () => {
    const [channel] = (await read()).channels;
    const base = { brandId: 'demo', code: channel!.code, name: 'x', minMinor: 100, maxMinor: 1_000, sort: 0, enabled: true };
    const unknown = await ops.call('operatorSetDepositChannel', { token: tokens.owner, body: { ...base, code: 'NOPE' } });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    const upsideDown = await ops.call('operatorSetDepositChannel', { token: tokens.owner, body: { ...base, minMinor: 5_000 } });
    expect([upsideDown.status, upsideDown.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const tigerOnly = await brandLimitedOperator(app, 'tiger-settings', 'owner', ['tiger']);
    const other = await ops.call('operatorMoneySettings', { token: tigerOnly, query: { brandId: 'demo' } });
    expect(other.body.code).toBe('NOT_FOUND');
    // the finance role reads the settings (dashboard.read) but does not change them
    expect((await read(tokens.finance)).channels.length).toBeGreaterThan(0);
  });
});

/** the brand settings the player site reads (the permission call) */
const permissionOf = async () => {
  const res = await ops.call('permission', { host: 'lucky9.localhost', query: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value.info.brand as { currencySymbol: string; languages: string[]; defaultLanguage: string; footer: { licence: { EN: string } } };
};

describe('languages, currency display and footer texts', () => {

  it('puts an operator’s texts over the brand file at once, checked and audited, and takes them back to the file’s', async () => {
    const before = await ops.call('operatorBrandTexts', { token: tokens.owner, query: { brandId: 'demo' } });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const file = before.body.value.file;
    expect(before.body.value.effective).toEqual(file);
    const texts = { ...file, currencySymbol: 'PHP', defaultLanguage: 'EN', footer: { ...file.footer, licence: { EN: 'Licensed by PAGCOR, licence 2026-123', TY: 'Lisensyado ng PAGCOR, lisensya 2026-123' } } };
    const set = await ops.call('operatorSetBrandTexts', { token: tokens.owner, body: { brandId: 'demo', texts } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.value).toMatchObject({ effective: texts, file, updatedBy: 'owner1' });
    // the player site's settings call answers the new ones without a restart
    const seen = await permissionOf();
    expect([seen.currencySymbol, seen.defaultLanguage, seen.footer.licence.EN]).toEqual(['PHP', 'EN', 'Licensed by PAGCOR, licence 2026-123']);
    const [audit] = await db.select().from(operatorAudit).where(eq(operatorAudit.action, 'brand-texts.set'));
    expect([audit?.actor, (audit?.detail as { after: { currencySymbol: string } }).after.currencySymbol]).toEqual(['owner1', 'PHP']);

    // another server process on the same database takes them when it reads the overrides again (its 10-second watch)
    const otherProcess = loadBrands(join(repoRoot, 'brands'));
    await applyBrandOverrides(db, otherProcess);
    expect(otherProcess.byHost('lucky9.localhost').currencySymbol).toBe('PHP');

    const reset = await ops.call('operatorSetBrandTexts', { token: tokens.owner, body: { brandId: 'demo', texts: null } });
    expect(reset.body.value).toMatchObject({ effective: file, updatedBy: null });
    expect((await permissionOf()).currencySymbol).toBe(file.currencySymbol);
    await applyBrandOverrides(db, otherProcess);
    expect(otherProcess.byHost('lucky9.localhost').currencySymbol).toBe(file.currencySymbol);
  });

  it('offers players the support desk topics the brand chose, and refuses a conversation on another', async () => {
    const { file } = (await ops.call('operatorBrandTexts', { token: tokens.owner, query: { brandId: 'demo' } })).body.value;
    expect(file.supportTopics).toEqual(['deposit', 'withdrawal', 'account', 'game']);
    const member = await w.register();
    const set = await ops.call('operatorSetBrandTexts', { token: tokens.owner, body: { brandId: 'demo', texts: { ...file, supportTopics: ['withdrawal', 'deposit'] } } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await member.call('supportTopics')).body.value.topics).toEqual(['withdrawal', 'deposit']);
    const off = await member.call('supportOpen', { body: { topic: 'game', text: 'The slot froze.' } });
    expect([off.status, off.body.code, off.body.value.field]).toEqual([400, 'VALIDATION_ERROR', 'topic']);
    expect((await member.call('supportOpen', { body: { topic: 'deposit', text: 'My deposit is not in.' } })).status).toBe(200);
    const twice = await ops.call('operatorSetBrandTexts', { token: tokens.owner, body: { brandId: 'demo', texts: { ...file, supportTopics: ['deposit', 'deposit'] } } });
    expect([twice.status, twice.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await ops.call('operatorSetBrandTexts', { token: tokens.owner, body: { brandId: 'demo', texts: null } })).status).toBe(200);
    expect((await member.call('supportTopics')).body.value.topics).toEqual(file.supportTopics);
  });

  it('refuses a default language the brand does not offer, and the finance role', async () => {
    const { file } = (await ops.call('operatorBrandTexts', { token: tokens.owner, query: { brandId: 'demo' } })).body.value;
    const wrong = await ops.call('operatorSetBrandTexts', { token: tokens.owner, body: { brandId: 'demo', texts: { ...file, languages: ['TY'], defaultLanguage: 'EN' } } });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const finance = await ops.call('operatorSetBrandTexts', { token: tokens.finance, body: { brandId: 'demo', texts: null } });
    expect([finance.status, finance.body.value]).toEqual([403, { permission: 'settings.write' }]);
  });
});

describe('banners per page', () => {
  type Slide = { bannerId: number; url: string; groupName: string; linkageType: string | null; linkage: string | null; title: string };
  const homeSlides = async () => {
    const res = await ops.call('banners', { host: 'lucky9.localhost', query: { groupName: 'home' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.value as Slide[];
  };

  it('replaces a page’s slides at once, keeps the texts an operator set, audits before and after, and goes back to the file’s', async () => {
    const before = await ops.call('operatorBrandBanners', { token: tokens.marketing, query: { brandId: 'demo' } });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const file = before.body.value.file as Slide[];
    expect(before.body.value).toMatchObject({ effective: file, updatedBy: null });
    // the texts set first stay when the banners change (one row per brand, each part kept)
    const { file: texts } = (await ops.call('operatorBrandTexts', { token: tokens.owner, query: { brandId: 'demo' } })).body.value;
    expect((await ops.call('operatorSetBrandTexts', { token: tokens.owner, body: { brandId: 'demo', texts: { ...texts, currencySymbol: 'PHP' } } })).status).toBe(200);

    const slide = { bannerId: 901, url: '/media/uploads/0123456789abcdef0123456789abcdef.webp', groupName: 'home', linkageType: 'ROUTE', linkage: '/promotions', title: 'Weekend reload' };
    const banners = [slide, ...file.filter((b) => b.groupName !== 'home')];
    const set = await ops.call('operatorSetBrandBanners', { token: tokens.marketing, body: { brandId: 'demo', banners } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.value).toMatchObject({ updatedBy: 'marketing1' });
    expect((await homeSlides()).map((b) => [b.bannerId, b.url, b.linkage])).toEqual([[901, slide.url, '/promotions']]);
    expect((await permissionOf()).currencySymbol).toBe('PHP');
    const [audit] = await db.select().from(operatorAudit).where(eq(operatorAudit.action, 'brand-banners.set'));
    expect(audit).toMatchObject({ actor: 'marketing1', brandId: 'demo' });
    expect((audit!.detail as { before: Slide[]; after: Slide[] }).after.filter((b) => b.groupName === 'home')).toHaveLength(1);
    // another process follows on its watch
    const otherProcess = loadBrands(join(repoRoot, 'brands'));
    await applyBrandOverrides(db, otherProcess);
    expect(otherProcess.byHost('lucky9.localhost').banners.find((b) => b.groupName === 'home')?.bannerId).toBe(901);

    // back to the file's slides; the texts stay the operator's until they are reset too
    const reset = await ops.call('operatorSetBrandBanners', { token: tokens.marketing, body: { brandId: 'demo', banners: null } });
    expect(reset.body.value).toMatchObject({ effective: file, updatedBy: null });
    expect((await homeSlides()).map((b) => b.bannerId)).toEqual(file.filter((b) => b.groupName === 'home').map((b) => b.bannerId));
    expect((await permissionOf()).currencySymbol).toBe('PHP');
    expect((await ops.call('operatorSetBrandTexts', { token: tokens.owner, body: { brandId: 'demo', texts: null } })).status).toBe(200);
  });

  it('refuses a picture from elsewhere, a link that does not fit its kind, a repeated id, and the support role', async () => {
    const slide = { bannerId: 902, url: '/media/uploads/0123456789abcdef0123456789abcdef.webp', groupName: 'home', linkageType: 'ROUTE', linkage: '/live', title: 'Live tables' };
    const refused = async (banners: unknown[]) => {
      const res = await ops.call('operatorSetBrandBanners', { token: tokens.marketing, body: { brandId: 'demo', banners } });
      return [res.status, res.body.code, res.body.value?.field];
    };
    expect(await refused([{ ...slide, url: 'https://elsewhere.example/x.png' }])).toEqual([400, 'VALIDATION_ERROR', 'banners.0.url']);
    expect(await refused([{ ...slide, linkageType: 'URL', linkage: 'javascript:alert(1)' }])).toEqual([400, 'VALIDATION_ERROR', 'banners.0.linkage']);
    expect(await refused([{ ...slide, linkage: '//evil.example' }])).toEqual([400, 'VALIDATION_ERROR', 'banners.0.linkage']);
    expect(await refused([slide, { ...slide, groupName: 'live' }])).toEqual([400, 'VALIDATION_ERROR', 'banners']);
    const support = await ops.call('operatorSetBrandBanners', { token: tokens.support, body: { brandId: 'demo', banners: [slide] } });
    expect([support.status, support.body.value]).toEqual([403, { permission: 'marketing.write' }]);
    expect((await homeSlides()).map((b) => b.bannerId)).not.toContain(902);
  });
});
