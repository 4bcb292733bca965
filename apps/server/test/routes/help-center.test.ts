import { type AnyCallName } from '@app/contract/every-call';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { helpArticles, operatorAudit, walletSettings } from '../../src/db/schema';
import { seedHelpArticles } from '../../src/seed/content';
import { HELP_CATEGORIES } from '../../src/seed/help-articles';
import { loadBrands } from '../../src/lib/brands';
import { repoRoot } from '../../src/env';
import { join } from 'node:path';
import { buildTestApp, operatorHeaders, TEST_OPERATOR, testOperatorKey } from '../helper';
import { operatorsClient } from '../operators-support';
import { promotionCli } from '../promotions-support';

const app = await buildTestApp();
const db = app.database.db;
const brands = loadBrands(join(repoRoot, 'brands'));

interface HelpValue {
  categories: Array<{ category: string; title: string; articles: Array<{ id: number; key: string; title: string; content: string }> }>;
}
const helpCenter = async (host: string, language: 'EN' | 'TY' | 'vi') =>
  (await app.inject({ method: 'GET', url: '/wps/system/helpCenter', headers: { host, language } })).json().value as HelpValue;
const article = (help: HelpValue, key: string) => help.categories.flatMap((c) => c.articles).find((a) => a.key === key);

describe('help centre', () => {
  it.each([
    ['localhost', 'EN', 'How do I deposit?', '₱100.00'],
    ['localhost', 'TY', 'Paano mag-deposito?', '₱100.00'],
    ['tiger.localhost', 'EN', 'How do I deposit?', '$100.00'],
    // the đồng brand: its minimum at the đồng's size, written as Vietnamese writes money
    ['vn.localhost', 'vi', 'Làm thế nào để nạp tiền?', '100.000\u00a0₫'],
  ] as const)('answers every category on %s in %s, with 3 to 6 articles each and the figures filled in', async (host, language, firstTitle, minimum) => {
    const help = await helpCenter(host, language);
    expect(help.categories.map((c) => c.category)).toEqual([...HELP_CATEGORIES]);
    for (const c of help.categories) {
      expect(c.title).toBe(`help_${c.category}`);
      expect(c.articles.length, c.category).toBeGreaterThanOrEqual(3);
      expect(c.articles.length, c.category).toBeLessThanOrEqual(6);
      for (const a of c.articles) expect(a.content, a.key).not.toMatch(/\{\{|\}\}/);
    }
    expect(help.categories[0]!.articles[0]!.title).toBe(firstTitle);
    // the brand's own money, channels and rules
    expect(article(help, 'deposit-how')!.content).toContain(minimum);
    expect(article(help, 'withdrawal-betting-requirement')!.content).toContain('100%');
  });

  it("seeds each brand's languages: Tagalog and English on demo, English on tiger, Vietnamese on vn", async () => {
    for (const [brand, languages] of [
      ['demo', ['EN', 'TY']],
      ['tiger', ['EN']],
      ['vn', ['vi']],
    ] as const) {
      const rows = await db.select().from(helpArticles).where(eq(helpArticles.brandId, brand));
      expect(new Set(rows.map((r) => r.category))).toEqual(new Set(HELP_CATEGORIES));
      for (const r of rows) {
        expect(Object.keys(r.title).sort(), r.key).toEqual([...languages]);
        for (const language of languages) expect(r.content[language]?.length, r.key).toBeGreaterThan(0);
      }
    }
  });

  it("names each brand's helpline and follows the operator's wallet settings", async () => {
    expect(article(await helpCenter('localhost', 'EN'), 'responsible-help')!.content).toContain('Responsible Gaming Foundation (Malta)');
    expect(article(await helpCenter('tiger.localhost', 'EN'), 'responsible-help')!.content).toContain('GamCare');
    await db.update(walletSettings).set({ turnoverPercent: 300 }).where(eq(walletSettings.brandId, 'tiger'));
    // the settings are cached for 5 s
    await new Promise((resolve) => setTimeout(resolve, 5100));
    expect(article(await helpCenter('tiger.localhost', 'EN'), 'withdrawal-betting-requirement')!.content).toContain('300%');
    expect(article(await helpCenter('localhost', 'EN'), 'withdrawal-betting-requirement')!.content).toContain('100%');
  }, 15_000);

  it('sanitises article HTML: scripts, handlers and javascript links never leave the server', async () => {
    await db.insert(helpArticles).values({
      brandId: 'demo',
      key: 'test-hostile',
      category: 'account',
      sort: 999,
      title: { EN: 'Hostile <img src=x onerror=alert(1)>', TY: 'Hostile' },
      content: { EN: '<p onclick="alert(1)">Hi<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a><iframe src="//evil"></iframe> {{nope}}</p>', TY: '<p>Hi</p>' },
    });
    const hostile = article(await helpCenter('localhost', 'EN'), 'test-hostile')!;
    expect(hostile.title).toBe('Hostile ');
    expect(hostile.content).toBe('<p>Hi<a>x</a> </p>');
  });

  it('seeding again adds missing articles and leaves changed and removed ones alone', async () => {
    await db.update(helpArticles).set({ title: { EN: 'Changed by the operator', TY: 'Binago ng operator' } }).where(and(eq(helpArticles.brandId, 'demo'), eq(helpArticles.key, 'deposit-time')));
    await db.update(helpArticles).set({ removedAt: new Date() }).where(and(eq(helpArticles.brandId, 'demo'), eq(helpArticles.key, 'deposit-missing')));
    await db.delete(helpArticles).where(and(eq(helpArticles.brandId, 'demo'), eq(helpArticles.key, 'lottery-results')));
    await seedHelpArticles(db, brands.all);
    const help = await helpCenter('localhost', 'EN');
    expect(article(help, 'deposit-time')!.title).toBe('Changed by the operator');
    expect(article(help, 'deposit-missing')).toBeUndefined();
    expect(article(help, 'lottery-results')!.title).toBe('Results and winnings');
  });
});

describe('help articles for the operator', () => {
  const ops = operatorsClient(app);
  /** an operator call as the test owner (its API key) */
  const call = (name: AnyCallName, input: { query?: Record<string, string>; body?: unknown }) => ops.call(name, { token: testOperatorKey, ...input });

  it('changes one language of an article, adds one, removes one, each with an audit row', async () => {
    const changed = await call('operatorSaveHelpArticle', { body: { brandId: 'tiger', key: 'games-launch', title: { EN: 'Launching a game' } } });
    // Royal Tiger's articles are in its one language, English
    expect(changed.body.value).toMatchObject({ key: 'games-launch', title: { EN: 'Launching a game' } });

    const incomplete = await call('operatorSaveHelpArticle', { body: { brandId: 'tiger', key: 'games-new', title: { EN: 'Only English' } } });
    expect(incomplete.status).toBe(400);
    // Royal Tiger speaks English only: a new article is written in English, and a Tagalog text is refused
    const body = { category: 'games', title: { EN: 'Live tables' }, content: { EN: '<p>Live dealers 24/7 at {{brand}}.</p>' } };
    const foreign = await call('operatorSaveHelpArticle', { body: { brandId: 'tiger', key: 'games-live', ...body, title: { ...body.title, TY: 'Mga live na mesa' } } });
    expect([foreign.status, foreign.body.value.field]).toEqual([400, 'title.TY']);
    expect((await call('operatorSaveHelpArticle', { body: { brandId: 'tiger', key: 'games-live', ...body } })).status).toBe(200);
    expect((await call('operatorRemoveHelpArticle', { body: { brandId: 'tiger', key: 'games-fair' } })).status).toBe(200);

    const help = await helpCenter('tiger.localhost', 'EN');
    expect(article(help, 'games-launch')!.title).toBe('Launching a game');
    expect(article(help, 'games-live')!.content).toBe('<p>Live dealers 24/7 at Royal Tiger.</p>');
    expect(article(help, 'games-fair')).toBeUndefined();
    // the other brand is untouched
    expect(article(await helpCenter('localhost', 'EN'), 'games-fair')).toBeDefined();

    const listed = (await call('operatorHelpArticles', { query: { brandId: 'tiger' } })).body.value.list as Array<{ key: string; removed: boolean }>;
    expect(listed.find((a) => a.key === 'games-fair')!.removed).toBe(true);
    const audit = await db.select().from(operatorAudit).where(eq(operatorAudit.actor, TEST_OPERATOR));
    expect(audit.map((a) => [a.action, a.target])).toEqual([
      ['help.update', 'help:tiger:games-launch'],
      ['help.create', 'help:tiger:games-live'],
      ['help.remove', 'help:tiger:games-fair'],
    ]);
  });

  it('answers NOT_FOUND for an unknown brand or article, and refuses without an operator credential', async () => {
    expect((await call('operatorRemoveHelpArticle', { body: { brandId: 'tiger', key: 'no-such-article' } })).status).toBe(404);
    expect((await call('operatorHelpArticles', { query: { brandId: 'nobody' } })).status).toBe(404);
    expect((await ops.call('operatorHelpArticles', { query: { brandId: 'tiger' } })).status).toBe(401);
    // the master token is no operator's credential
    expect((await app.inject({ method: 'GET', url: '/ops/api/help/articles?brandId=tiger', headers: operatorHeaders })).statusCode).toBe(401);
  });

  it('lists, changes and removes articles with the CLI, printing what it printed before', async () => {
    const cli = promotionCli(app);
    const saved = await cli('help', ['upsert', 'games-wallets', '--language', 'EN', '--title', 'Wallets', '--brand', 'tiger']);
    expect(saved).toEqual({ known: true, printed: [expect.stringMatching(/^Help article games-wallets \(games\) saved on tiger: Wallets( \/ .+)?$/)] });
    const listed = await cli('help', ['list', '--language', 'EN', '--brand', 'tiger']);
    expect(listed.printed).toContainEqual(expect.stringMatching(/^games\s+games-wallets\s+Wallets$/));
    // Royal Tiger speaks English only: a text in another language is refused, not dropped
    await expect(cli('help', ['upsert', 'games-wallets', '--language', 'TY', '--title', 'Mga wallet', '--brand', 'tiger'])).rejects.toThrow(/^VALIDATION_ERROR/);
    expect(listed.printed).toContainEqual(expect.stringMatching(/^games\s+games-fair\s+.+  \(removed\)$/));
    expect((await cli('help', ['remove', 'games-wallets', '--brand', 'tiger'])).printed).toEqual(['Help article games-wallets removed from tiger']);
    await expect(cli('help', ['remove', 'no-such-article', '--brand', 'tiger'])).rejects.toThrow(/^NOT_FOUND/);
    const audit = await db.select().from(operatorAudit).where(and(eq(operatorAudit.actor, TEST_OPERATOR), eq(operatorAudit.target, 'help:tiger:games-wallets')));
    expect(audit.map((a) => a.action)).toEqual(['help.update', 'help.remove']);
  });
});
