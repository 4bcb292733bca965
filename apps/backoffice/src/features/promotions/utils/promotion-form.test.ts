import type { Language } from '@app/contract/brand';
import { describe, expect, it } from 'vitest';
import { t } from '@/lib/texts';
import type { OperatorPromotion } from '../api/promotions';
import { emptyFields, fieldsOf, promotionFormSchema, promotionOf, termsOf } from './promotion-form';

/** the demo brand's languages: Tagalog first, English */
const DEMO: Language[] = ['TY', 'EN'];

const filled = () => ({
  ...emptyFields(DEMO, new Date('2026-12-05T10:00:00')),
  code: 'weekend-match',
  category: 'deposit',
  mechanic: 'first_deposit' as const,
  title: { EN: 'Weekend match', TY: 'Weekend match' },
  summary: { EN: 'Double it.', TY: 'Doblehin.' },
  rulesHtml: { EN: '<p>One each.</p>', TY: '<p>Isa bawat tao.</p>' },
  percent: '50',
  cap: '1,000',
  minDeposit: '100.50',
  fixed: '88',
});

describe('the promotion form', () => {
  it('turns the operator’s figures into the terms the mechanic reads, in minor units and basis points', () => {
    const fields = { ...filled(), reward: 'bonus' as const, wageringMultiple: '30', wageringBase: 'bonus_deposit' as const, expiryDays: '14', maxBet: '20', maxCashout: '' };
    expect(promotionFormSchema(2, DEMO).safeParse(fields).success).toBe(true);
    const terms = termsOf(fields, 2);
    // the fixed reward is not read by a first-deposit match, so it is left out
    expect(terms).toEqual({
      percentBp: 5_000,
      capMinor: 100_000,
      minDepositMinor: 10_050,
      bonus: { wageringMultiple: 30, wageringBase: 'bonus_deposit', expiryDays: 14, maxBetMinor: 2_000, weights: { RNG: 10_000, FISH: 10_000, INHOUSE: 10_000, PVP: 5_000, SPORTS: 5_000, ESPORTS: 5_000, LIVE: 2_000, ELOTT: 1_000 } },
    });
    expect(promotionOf(fields, 2, DEMO)).toMatchObject({ code: 'weekend-match', endAt: null, startAt: new Date('2026-12-05T10:00:00').toISOString() });
  });

  it('reads a saved promotion back into the same figures', () => {
    const fields = { ...filled(), reward: 'bonus' as const, maxBet: '20.00' };
    const saved = { id: 1, brandId: 'demo', code: fields.code, category: fields.category, mechanic: fields.mechanic, status: 'active', open: true, title: fields.title, summary: fields.summary, rulesHtml: fields.rulesHtml, image: '/media/uploads/x.webp', startAt: new Date('2026-12-05T10:00:00').toISOString(), endAt: null, sort: 3, terms: termsOf(fields, 2), seedHash: null } as OperatorPromotion;
    const back = fieldsOf(saved, 2, DEMO);
    expect(termsOf(back, 2)).toEqual(saved.terms);
    expect([back.percent, back.cap, back.minDeposit, back.image, back.sort]).toEqual(['50', '1000.00', '100.50', '/media/uploads/x.webp', '3']);
  });

  it('refuses a rule text without words, a bonus without its largest bet, an end before the start and a target-less claim', () => {
    const result = promotionFormSchema(2, DEMO).safeParse({ ...filled(), mechanic: 'claim', rulesHtml: { EN: '<p><br></p>', TY: '<p>ok</p>' }, reward: 'bonus', maxBet: '', endAt: '2026-12-01T10:00', qualifyTarget: '' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['endAt', 'maxBet', 'qualifyTarget', 'rulesHtml.EN']);
  });
});

describe('the promotion form of a brand counting in đồng (no decimals)', () => {
  const dong = () => ({ ...filled(), cap: '1,000,000', minDeposit: '100000', fixed: '' });

  it('takes whole đồng and keeps them whole: 100000 is 100,000 ₫, not 1,000.00', () => {
    const fields = { ...dong(), reward: 'bonus' as const, maxBet: '20000' };
    expect(promotionFormSchema(0, DEMO).safeParse(fields).success).toBe(true);
    const terms = termsOf(fields, 0);
    expect(terms).toMatchObject({ capMinor: 1_000_000, minDepositMinor: 100_000, bonus: { maxBetMinor: 20_000 } });
    const saved = { id: 2, brandId: 'vn', code: fields.code, category: fields.category, mechanic: fields.mechanic, status: 'active', open: true, title: fields.title, summary: fields.summary, rulesHtml: fields.rulesHtml, image: '', startAt: new Date('2026-12-05T10:00:00').toISOString(), endAt: null, sort: 0, terms, seedHash: null } as OperatorPromotion;
    expect([fieldsOf(saved, 0, DEMO).cap, fieldsOf(saved, 0, DEMO).minDeposit, fieldsOf(saved, 0, DEMO).maxBet]).toEqual(['1000000', '100000', '20000']);
  });

  it('refuses a fraction of a đồng and says to write a whole amount', () => {
    const result = promotionFormSchema(0, DEMO).safeParse({ ...dong(), minDeposit: '100.50', reward: 'bonus', maxBet: '0.5' });
    expect(result.success).toBe(false);
    const issues = new Set(result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
    expect([...issues].sort()).toEqual(['maxBet: amount_format_whole', 'minDeposit: amount_format_whole']);
    expect(t('amount_format_whole')).toContain('whole');
  });
});

describe('the promotion form of a brand speaking Vietnamese only', () => {
  const VN: Language[] = ['vi'];
  const vietnamese = () => ({
    ...emptyFields(VN, new Date('2026-12-05T10:00:00')),
    code: 'tet-bonus',
    title: { vi: 'Thưởng Tết' },
    summary: { vi: 'Nhận thưởng dịp Tết.' },
    rulesHtml: { vi: '<p>Mỗi người một lần.</p>' },
    fixed: '50000',
    qualifyTarget: '1000000',
  });

  it('has one blank title, summary and rules, in Vietnamese, for a new promotion', () => {
    const blank = emptyFields(VN);
    expect([blank.title, blank.summary, blank.rulesHtml]).toEqual([{ vi: '' }, { vi: '' }, { vi: '' }]);
  });

  it('needs each text in Vietnamese, and nothing in English or Tagalog', () => {
    expect(promotionFormSchema(0, VN).safeParse(vietnamese()).success).toBe(true);
    const blank = promotionFormSchema(0, VN).safeParse({ ...vietnamese(), title: { vi: '  ' }, rulesHtml: { vi: '<p><br></p>' } });
    expect(blank.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`).sort()).toEqual(['rulesHtml.vi: required', 'title.vi: required']);
  });

  it('sends and reads back the texts in Vietnamese only, leaving out a language the brand does not offer', () => {
    const sent = promotionOf({ ...vietnamese(), summary: { vi: 'Nhận thưởng dịp Tết.', EN: 'left from before' } }, 0, VN);
    expect([sent.title, sent.summary, sent.rulesHtml]).toEqual([{ vi: 'Thưởng Tết' }, { vi: 'Nhận thưởng dịp Tết.' }, { vi: '<p>Mỗi người một lần.</p>' }]);
    const saved = { id: 3, brandId: 'vn', code: 'tet-bonus', category: 'limited', mechanic: 'claim', status: 'active', open: true, title: { vi: 'Thưởng Tết', EN: 'Tet bonus' }, summary: {}, rulesHtml: { vi: '<p>x</p>' }, image: '', startAt: new Date('2026-12-05T10:00:00').toISOString(), endAt: null, sort: 0, terms: termsOf(vietnamese(), 0), seedHash: null } as OperatorPromotion;
    const back = fieldsOf(saved, 0, VN);
    // a text the promotion lacks in Vietnamese is blank, so the form asks for it
    expect([back.title, back.summary, back.rulesHtml]).toEqual([{ vi: 'Thưởng Tết' }, { vi: '' }, { vi: '<p>x</p>' }]);
    expect(promotionFormSchema(0, VN).safeParse(back).error?.issues.map((i) => i.path.join('.'))).toEqual(['summary.vi']);
  });
});

describe('the promotion form of the demo brand (Tagalog and English)', () => {
  it('needs the Tagalog texts as well as the English ones', () => {
    const englishOnly = { ...filled(), title: { EN: 'Weekend match' }, summary: { EN: 'Double it.' }, rulesHtml: { EN: '<p>One each.</p>' } };
    const result = promotionFormSchema(2, DEMO).safeParse(englishOnly);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['rulesHtml.TY', 'summary.TY', 'title.TY']);
  });
});
