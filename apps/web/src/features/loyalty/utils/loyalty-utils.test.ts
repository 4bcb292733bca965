import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { maxQuantity, redeemBlock } from './catalogue';
import { checkConvertPoints, convertAmountMinor, maxConvertible } from './convert';
import { inviteLink, shareLinks } from './invite';
import { durationText, firstPeriod, orderMissions, progressText } from './missions';
import { wordBounds, wordProblem } from './words';
import '../locales/texts';

const t = i18next.t.bind(i18next);
const peso = (minor: number) => `₱${(minor / 100).toFixed(2)}`;

describe('feedback word bounds', () => {
  it('counts words as the server does and says which side of the bounds the text is on', () => {
    expect(wordBounds('', 5, 10)).toEqual({ words: 0, state: 'empty' });
    expect(wordBounds('too short  here', 5, 10)).toEqual({ words: 3, state: 'short' });
    expect(wordBounds('one two three four five', 5, 10)).toEqual({ words: 5, state: 'ok' });
    expect(wordBounds(Array.from({ length: 11 }, (_, i) => `w${i}`).join(' '), 5, 10)).toEqual({ words: 11, state: 'long' });
    // contractions and hyphenated words are one word; each CJK character is one
    expect(wordBounds("don't stop well-known 你好", 1, 10).words).toBe(5);
  });

  it('answers the message to show with its figures, none within the bounds', () => {
    expect(wordProblem('   ', 5, 300)).toEqual({ key: 'lo_feedback_empty' });
    expect(wordProblem('only three words', 5, 300)).toEqual({ key: 'lo_feedback_short', params: { min: 5, words: 3 } });
    expect(wordProblem('a b c d e f', 2, 5)).toEqual({ key: 'lo_feedback_long', params: { max: 5, words: 6 } });
    expect(wordProblem('exactly five words in here', 5, 5)).toBeNull();
    expect(t('lo_feedback_short', { min: 5, words: 3 })).toBe('Please write at least 5 words (now 3)');
  });
});

describe('converting points', () => {
  const rule = { points: 100, amountMinor: 100, minPoints: 500 };

  it('pays floor(points × amount ÷ step) minor units, as the server computes it', () => {
    expect(convertAmountMinor(500, rule)).toBe(500);
    expect(convertAmountMinor(1_200, { points: 300, amountMinor: 1 })).toBe(4);
    expect(convertAmountMinor(250, { points: 100, amountMinor: 3 })).toBe(7);
  });

  it('offers at most the balance in whole steps', () => {
    expect(maxConvertible(1_234, rule)).toBe(1_200);
    expect(maxConvertible(99, rule)).toBe(0);
  });

  it('checks the points as the server will: whole, from the minimum, in steps, within the balance', () => {
    expect(checkConvertPoints('', rule, 2_000)).toEqual({ problem: { key: 'lo_enter_points' } });
    expect(checkConvertPoints('12.5', rule, 2_000)).toEqual({ problem: { key: 'lo_points_whole' } });
    expect(checkConvertPoints('400', rule, 2_000)).toEqual({ problem: { key: 'lo_points_min', params: { min: 500 } } });
    expect(checkConvertPoints('550', rule, 2_000)).toEqual({ problem: { key: 'lo_points_step', params: { step: 100 } } });
    expect(checkConvertPoints('2,100', rule, 2_000)).toEqual({ problem: { key: 'lo_points_over_balance', params: { points: 2_000 } } });
    expect(checkConvertPoints(' 1,500 ', rule, 2_000)).toEqual({ points: 1_500 });
  });
});

describe('the invite link', () => {
  it('puts the server path on the site the member uses, and keeps an absolute link as it is', () => {
    expect(inviteLink('/register?referralCode=AB12CD', 'https://lucky9.example')).toBe('https://lucky9.example/register?referralCode=AB12CD');
    expect(inviteLink('https://tiger.example/register?referralCode=X1', 'https://lucky9.example')).toBe('https://tiger.example/register?referralCode=X1');
  });

  it('shares the link encoded on each network', () => {
    const links = Object.fromEntries(shareLinks('https://a.example/register?referralCode=AB&x=1', 'Join me').map((l) => [l.network, l.href]));
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fa.example%2Fregister%3FreferralCode%3DAB%26x%3D1');
    expect(links.whatsapp).toBe('https://wa.me/?text=Join%20me%20https%3A%2F%2Fa.example%2Fregister%3FreferralCode%3DAB%26x%3D1');
    expect(links.telegram).toContain('&text=Join%20me');
    expect(Object.keys(links)).toEqual(['facebook', 'telegram', 'whatsapp', 'line']);
  });
});

describe('missions', () => {
  it('shows progress in the goal unit, capped at the goal', () => {
    expect(progressText({ kind: 'bet_count', progress: 1, target: 3 }, peso)).toBe('1 / 3');
    expect(progressText({ kind: 'login_days', progress: 9, target: 7 }, peso)).toBe('7 / 7');
    expect(progressText({ kind: 'turnover', progress: 12_000, target: 50_000 }, peso)).toBe('₱120.00 / ₱500.00');
  });

  it('opens the first period with a mission to claim; orders ready, then closest, then claimed', () => {
    expect(firstPeriod([{ period: 'daily', status: 'claimed' }, { period: 'weekly', status: 'ready' }])).toBe('weekly');
    expect(firstPeriod([{ period: 'once', status: 'in_progress' }])).toBe('once');
    expect(firstPeriod([])).toBe('daily');
    const ordered = orderMissions([
      { id: 1, status: 'claimed', progress: 3, target: 3 },
      { id: 2, status: 'in_progress', progress: 1, target: 10 },
      { id: 3, status: 'in_progress', progress: 4, target: 5 },
      { id: 4, status: 'ready', progress: 5, target: 5 },
    ] as const);
    expect(ordered.map((m) => m.id)).toEqual([4, 3, 2, 1]);
  });

  it('says the time to a reset in its two largest units', () => {
    expect(durationText(t, (2 * 24 * 60 + 4 * 60 + 30) * 60_000)).toBe('2d 4h');
    expect(durationText(t, (5 * 60 + 12) * 60_000)).toBe('5h 12m');
    expect(durationText(t, 12 * 60_000 + 59_000)).toBe('12m');
    expect(durationText(t, 20_000)).toBe('less than a minute');
  });
});

describe('the catalogue', () => {
  it("blocks an item for the server's reason first, then for too few points", () => {
    expect(redeemBlock({ blockedBy: 'rank', pointsCost: 100 }, 50)).toBe('rank');
    expect(redeemBlock({ blockedBy: null, pointsCost: 100 }, 50)).toBe('points');
    expect(redeemBlock({ blockedBy: null, pointsCost: 100 }, 100)).toBeNull();
    expect(redeemBlock({ blockedBy: null, pointsCost: 100 }, null)).toBeNull();
  });

  it('lets one redemption take what stock, the member limit and the points allow (1 to 99)', () => {
    expect(maxQuantity({ stock: 20, perMemberLimit: null, pointsCost: 500 }, 1_600)).toBe(3);
    expect(maxQuantity({ stock: 2, perMemberLimit: null, pointsCost: 1 }, 1_000)).toBe(2);
    expect(maxQuantity({ stock: 500, perMemberLimit: 5, pointsCost: 1 }, 1_000)).toBe(5);
    expect(maxQuantity({ stock: 500, perMemberLimit: null, pointsCost: 1 }, 1_000)).toBe(99);
  });
});
