import { describe, expect, it } from 'vitest';
import { t } from '@/lib/texts';
import { DEFAULT_BONUS_WEIGHTS, emptyMission, missionOf, rewardFormOf, rewardOf, rewardText } from './loyalty-form';

describe('the mission form', () => {
  it('reads a count for counted kinds and an amount for amount kinds, and a category only where the kind counts one', () => {
    const bets = missionOf({ ...emptyMission(), code: 'two-bets', kind: 'bet_count', gameType: 'ELOTT', target: '2', titleEN: ' Two bets ', titleTY: 'Dalawang taya' });
    expect(bets).toEqual({
      mission: { code: 'two-bets', kind: 'bet_count', period: 'daily', gameType: 'ELOTT', target: '2', active: true, title: { EN: 'Two bets', TY: 'Dalawang taya' }, description: { EN: '', TY: '' } },
    });
    const deposits = missionOf({ ...emptyMission(), code: 'dep', kind: 'deposit_amount', gameType: 'RNG', target: '1,500.50', titleEN: 'a', titleTY: 'b' });
    expect(deposits).toMatchObject({ mission: { gameType: null, target: '1500.50' } });
  });

  it('names every field it cannot read', () => {
    expect(missionOf({ ...emptyMission(), code: 'Bad Code', kind: 'login_days', target: '1.5' })).toEqual({
      errors: { code: t('lo_err_code'), target: t('number_format'), titleEN: t('lo_err_required'), titleTY: t('lo_err_required') },
    });
    expect(missionOf({ ...emptyMission(), code: 'x', kind: 'turnover', target: 'lots', titleEN: 'a', titleTY: 'b' })).toEqual({ errors: { target: t('amount_format') } });
  });
});

describe('the reward fields', () => {
  it('turns points, cash and a bonus with its wagering into the contract’s reward, and back', () => {
    expect(rewardOf({ ...rewardFormOf(null), kind: 'points', points: '25' })).toEqual({ reward: { kind: 'points', points: 25 } });
    expect(rewardOf({ ...rewardFormOf(null), kind: 'cash', amount: '1.50' })).toEqual({ reward: { kind: 'cash', amountMinor: 150 } });
    const bonus = rewardOf({ kind: 'bonus', points: '', amount: '50', wagering: '40', expiryDays: '14', maxBet: '10' });
    expect(bonus).toEqual({ reward: { kind: 'bonus', amountMinor: 5_000, terms: { wageringMultiple: 40, wageringBase: 'bonus', weights: DEFAULT_BONUS_WEIGHTS, expiryDays: 14, maxBetMinor: 1_000 } } });
    if (!('reward' in bonus)) throw new Error('no reward');
    expect(rewardOf(rewardFormOf(bonus.reward), bonus.reward)).toEqual(bonus);
    expect(rewardText(bonus.reward)).toBe(t('lo_reward_bonus_text', { amount: '50.00', times: 40 }));
  });

  it('refuses what it cannot pay', () => {
    expect(rewardOf({ ...rewardFormOf(null), kind: 'points', points: '0' })).toEqual({ errors: { points: t('lo_err_points') } });
    expect(rewardOf({ kind: 'bonus', points: '', amount: '0', wagering: '101', expiryDays: '0', maxBet: '' })).toEqual({
      errors: { amount: t('amount_format'), wagering: t('lo_err_wagering'), expiryDays: t('lo_err_expiry'), maxBet: t('amount_format') },
    });
  });
});
