/**
 * Languages as data (issue 33): a brand offers any of the languages the platform has packs for, Vietnamese (vi)
 * among them. An owner adds it to a brand in the back office; members of the brand may then choose it, and what the
 * server writes them (inbox messages, push texts) comes in it; a language the brand does not offer is refused, and a
 * brand text missing in a language falls back to the brand's default.
 */
import { textIn } from '@app/contract/brand';
import { languageOfTag, languageTag } from '@app/contract/language-tag';
import { mkdtempSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/env';
import { loadBrands } from '../../src/lib/brands';
import { pushLanguage } from '../../src/modules/push/push-texts';
import { buildTestApp } from '../helper';
import { operatorsClient, operatorTokens } from '../operators-support';
import { walletClient } from '../wallet-support';

const app = await buildTestApp();
const ops = operatorsClient(app);
const w = walletClient(app);
let tokens: Awaited<ReturnType<typeof operatorTokens>>;
beforeAll(async () => {
  tokens = await operatorTokens(app);
});

describe('a brand’s languages', () => {
  it('are the owner’s to extend: with Vietnamese added, a member chooses it and reads the inbox in it', async () => {
    const member = await w.register();
    const refused = await member.call('updateLanguage', { body: { language: 'vi' } });
    expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_ERROR']);

    const { file } = (await ops.call('operatorBrandTexts', { token: tokens.owner, query: { brandId: 'demo' } })).body.value;
    const texts = { ...file, languages: [...file.languages, 'vi'], description: { ...file.description, vi: 'Xổ số và trò chơi trực tuyến' } };
    const set = await ops.call('operatorSetBrandTexts', { token: tokens.owner, body: { brandId: 'demo', texts } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    try {
      const chosen = await member.call('updateLanguage', { body: { language: 'vi' } });
      expect(chosen.body.value).toEqual({ language: 'vi' });
      await w.depositPaid(member, '100');
      const inbox = await member.call('messages', { query: { pageNum: '1', pageSize: '10' }, headers: { language: 'vi' } });
      const titles = (inbox.body.value.list as Array<{ title: string }>).map((m) => m.title);
      expect(titles).toContain('Đã nhận tiền nạp');
      // the same message, read in English, is the English text: the inbox writes in the reader's language
      const english = await member.call('messages', { query: { pageNum: '1', pageSize: '10' }, headers: { language: 'EN' } });
      expect((english.body.value.list as Array<{ title: string }>).map((m) => m.title)).toContain('Deposit received');
    } finally {
      expect((await ops.call('operatorSetBrandTexts', { token: tokens.owner, body: { brandId: 'demo', texts: null } })).status).toBe(200);
    }
  });

  it('refuses a brand file whose default language it does not offer', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brands-'));
    cpSync(join(repoRoot, 'brands'), join(dir, 'brands'), { recursive: true });
    cpSync(join(repoRoot, 'packs'), join(dir, 'packs'), { recursive: true });
    const file = join(dir, 'brands/tiger.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), languages: ['EN'], defaultLanguage: 'vi' }));
    expect(() => loadBrands(join(dir, 'brands'))).toThrow(/defaultLanguage 'vi' is not one of its languages/);
  });
});

describe('texts per language', () => {
  it('fall back to the brand’s default language, then to any language the text is written in', () => {
    expect(textIn({ EN: 'Hello', TY: 'Kumusta' }, 'vi', 'TY')).toBe('Kumusta');
    expect(textIn({ vi: 'Xin chào' }, 'EN', 'TY')).toBe('Xin chào');
    expect(textIn({ EN: 'Hello', vi: 'Xin chào' }, 'vi', 'EN')).toBe('Xin chào');
    expect(textIn(undefined, 'vi')).toBe('');
  });

  it('name each language by its BCP 47 tag, and a member’s push texts follow the language they chose', () => {
    expect(['TY', 'EN', 'vi'].map(languageTag)).toEqual(['fil', 'en', 'vi']);
    expect(['vi-VN', 'en-GB', 'fil', 'tl', 'th'].map(languageOfTag)).toEqual(['vi', 'EN', 'TY', 'TY', null]);
    expect([pushLanguage('vi'), pushLanguage('TY'), pushLanguage(null), pushLanguage('xx')]).toEqual(['vi', 'TY', 'EN', 'EN']);
  });
});
