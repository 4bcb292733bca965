import { describe, expect, it } from 'vitest';
import { t } from '@/lib/texts';
import { DEFAULT_BONUS_WEIGHTS, emptyMission, missionOf, rewardFormOf, rewardOf, rewardText } from './loyalty-form';

/** the demo brand's languages */
const demo = ['TY', 'EN'] as const;
const titles = (EN: string, TY: string) => ({ title: { EN, TY } });

describe('the mission form', () => {
  it('reads a count for counted kinds and an amount for amount kinds, and a category only where the kind counts one', () => {
    const bets = missionOf({ ...emptyMission(), code: 'two-bets', kind: 'bet_count', gameType: 'ELOTT', target: '2', ...titles(' Two bets ', 'Dalawang taya') }, 2, demo);
    expect(bets).toEqual({
      mission: { code: 'two-bets', kind: 'bet_count', period: 'daily', gameType: 'ELOTT', target: '2', active: true, title: { EN: 'Two bets', TY: 'Dalawang taya' }, description: { EN: '', TY: '' } },
    });
    const deposits = missionOf({ ...emptyMission(), code: 'dep', kind: 'deposit_amount', gameType: 'RNG', target: '1,500.50', ...titles('a', 'b') }, 2, demo);
    expect(deposits).toMatchObject({ mission: { gameType: null, target: '1500.50' } });
  });

  it('names every field it cannot read', () => {
    expect(missionOf({ ...emptyMission(), code: 'Bad Code', kind: 'login_days', target: '1.5' }, 2, demo)).toEqual({
      errors: { code: t('lo_err_code'), target: t('number_format'), 'title.EN': t('lo_err_required'), 'title.TY': t('lo_err_required') },
    });
    expect(missionOf({ ...emptyMission(), code: 'x', kind: 'turnover', target: 'lots', ...titles('a', 'b') }, 2, demo)).toEqual({ errors: { target: t('amount_format') } });
  });

  it('writes a Vietnamese-only brand’s mission in Vietnamese: its title required, no other language sent', () => {
    const form = { ...emptyMission(), code: 'vi-bets', target: '2', title: { vi: ' Cược 2 lần ', EN: 'left from another brand' }, description: { vi: 'Hôm nay.' } };
    expect(missionOf(form, 0, ['vi'])).toMatchObject({ mission: { title: { vi: 'Cược 2 lần' }, description: { vi: 'Hôm nay.' } } });
    expect(missionOf(form, 0, ['vi'])).not.toHaveProperty('mission.title.EN');
    expect(missionOf({ ...form, title: { EN: 'English only' } }, 0, ['vi'])).toEqual({ errors: { 'title.vi': t('lo_err_required') } });
  });
});

describe('the reward fields', () => {
  it('turns points, cash and a bonus with its wagering into the contract’s reward, and back', () => {
    expect(rewardOf({ ...rewardFormOf(null, 2), kind: 'points', points: '25' }, 2)).toEqual({ reward: { kind: 'points', points: 25 } });
    expect(rewardOf({ ...rewardFormOf(null, 2), kind: 'cash', amount: '1.50' }, 2)).toEqual({ reward: { kind: 'cash', amountMinor: 150 } });
    const bonus = rewardOf({ kind: 'bonus', points: '', amount: '50', wagering: '40', expiryDays: '14', maxBet: '10' }, 2);
    expect(bonus).toEqual({ reward: { kind: 'bonus', amountMinor: 5_000, terms: { wageringMultiple: 40, wageringBase: 'bonus', weights: DEFAULT_BONUS_WEIGHTS, expiryDays: 14, maxBetMinor: 1_000 } } });
    if (!('reward' in bonus)) throw new Error('no reward');
    expect(rewardOf(rewardFormOf(bonus.reward, 2), 2, bonus.reward)).toEqual(bonus);
    expect(rewardText(bonus.reward, { symbol: '', digits: 2 })).toBe(t('lo_reward_bonus_text', { amount: '50.00', times: 40 }));
  });

  it('refuses what it cannot pay', () => {
    expect(rewardOf({ ...rewardFormOf(null, 2), kind: 'points', points: '0' }, 2)).toEqual({ errors: { points: t('lo_err_points') } });
    expect(rewardOf({ kind: 'bonus', points: '', amount: '0', wagering: '101', expiryDays: '0', maxBet: '' }, 2)).toEqual({
      errors: { amount: t('amount_format'), wagering: t('lo_err_wagering'), expiryDays: t('lo_err_expiry'), maxBet: t('amount_format') },
    });
  });
});

describe('a brand counting in đồng (no decimals)', () => {
  const vnd = { symbol: '₫', digits: 0 };
  it('reads whole đồng, writes them back without ".00" and says them with the symbol', () => {
    const bonus = rewardOf({ kind: 'bonus', points: '', amount: '100000', wagering: '5', expiryDays: '7', maxBet: '20,000' }, 0);
    expect(bonus).toMatchObject({ reward: { kind: 'bonus', amountMinor: 100_000, terms: { maxBetMinor: 20_000 } } });
    if (!('reward' in bonus)) throw new Error('no reward');
    expect(rewardFormOf(bonus.reward, 0)).toMatchObject({ amount: '100000', maxBet: '20000' });
    expect(rewardText(bonus.reward, vnd)).toBe(t('lo_reward_bonus_text', { amount: '₫100,000', times: 5 }));
    expect(missionOf({ ...emptyMission(), code: 'dep', kind: 'deposit_amount', target: '500000', ...titles('a', 'b') }, 0, demo)).toMatchObject({ mission: { target: '500000' } });
  });

  it('refuses a fraction of a đồng and says to write a whole amount', () => {
    expect(rewardOf({ ...rewardFormOf(null, 0), kind: 'cash', amount: '1.50' }, 0)).toEqual({ errors: { amount: t('amount_format_whole') } });
    expect(missionOf({ ...emptyMission(), code: 'x', kind: 'turnover', target: '10.5', ...titles('a', 'b') }, 0, demo)).toEqual({ errors: { target: t('amount_format_whole') } });
  });
});
