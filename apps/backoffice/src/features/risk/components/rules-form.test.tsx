import { DEFAULT_RISK_RULES, type RiskFlagKind } from '@app/contract/operators-risk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@/lib/texts';
import { stubFetch } from '@/testing/envelope';
import { renderWithApp } from '@/testing/render';
import { RulesForm } from './rules-form';

const value = { brandId: 'demo', rules: DEFAULT_RISK_RULES, updatedBy: null, updatedAt: null };
const bodyOf = (fetch: ReturnType<typeof stubFetch>, i: number) => JSON.parse(String(fetch.mock.calls[i]![1]!.body)) as Record<string, unknown>;
const rule = (kind: RiskFlagKind) => within(screen.getByRole('group', { name: t(`risk_kind.${kind}`) }));

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('RulesForm', () => {
  it('shows a value the rules refuse under its field and sends nothing', async () => {
    const fetch = stubFetch();
    renderWithApp(<RulesForm value={value} canWrite />);
    const score = rule('duplicate_account').getByLabelText(t('risk_rules_score'));
    await retype(score, '0');
    await userEvent.click(screen.getByRole('button', { name: t('save') }));
    const problem = await screen.findByText(t('risk_rules_range', { min: 1, max: 100 }));
    expect(score.getAttribute('aria-invalid')).toBe('true');
    expect(score.getAttribute('aria-describedby')).toContain(problem.id);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the changed rules of the brand, and says they are saved', async () => {
    const fetch = stubFetch({ value: { ...value, updatedBy: 'risk1', updatedAt: '2026-11-24T09:38:05.000Z' } });
    renderWithApp(<RulesForm value={value} canWrite />);
    await retype(rule('deposit_velocity').getByLabelText(t('risk_rules_count')), '6');
    await userEvent.click(rule('withdrawal_velocity').getByLabelText(t('risk_rules_enabled')));
    await retype(screen.getByLabelText(t('risk_rules_hold')), '60');
    // the abuse rules and the reward hold
    await retype(rule('chip_dumping').getByLabelText(t('risk_rules_hours')), '24');
    await retype(rule('bonus_low_edge').getByLabelText(t('risk_rules_min_rtp')), '9900');
    await userEvent.click(rule('referral_ring').getByLabelText(t('risk_rules_enabled')));
    await retype(screen.getByLabelText(t('risk_rules_hold_rewards')), '70');
    await userEvent.click(screen.getByRole('button', { name: t('save') }));
    expect(await screen.findByText(t('risk_rules_saved'))).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(bodyOf(fetch, 0)).toEqual({
      brandId: 'demo',
      rules: {
        ...DEFAULT_RISK_RULES,
        depositVelocity: { ...DEFAULT_RISK_RULES.depositVelocity, count: 6 },
        withdrawalVelocity: { ...DEFAULT_RISK_RULES.withdrawalVelocity, enabled: false },
        holdWithdrawalsFromScore: 60,
        chipDumping: { ...DEFAULT_RISK_RULES.chipDumping, hours: 24 },
        lowEdgeWagering: { ...DEFAULT_RISK_RULES.lowEdgeWagering, minRtpBp: 9900 },
        referralRing: { ...DEFAULT_RISK_RULES.referralRing, enabled: false },
        holdRewardsFromScore: 70,
      },
    });
  });

  it('refuses an RTP below the contract’s floor and a reward hold score out of range, naming the bounds', async () => {
    const fetch = stubFetch();
    renderWithApp(<RulesForm value={value} canWrite />);
    await retype(rule('bonus_low_edge').getByLabelText(t('risk_rules_min_rtp')), '4000');
    await retype(screen.getByLabelText(t('risk_rules_hold_rewards')), '101');
    await userEvent.click(screen.getByRole('button', { name: t('save') }));
    expect(await rule('bonus_low_edge').findByText(t('risk_rules_range', { min: 5000, max: 10_000 }))).toBeTruthy();
    expect(screen.getByLabelText(t('risk_rules_hold_rewards')).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(t('risk_rules_hold_range'))).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is read only without risk.write, and says who changed the rules last', () => {
    renderWithApp(<RulesForm value={{ ...value, updatedBy: 'risk1', updatedAt: '2026-11-24T09:38:05.000Z' }} canWrite={false} />);
    expect(screen.getByText(/Last changed by risk1 at/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('save') })).toBeNull();
    expect((rule('deposit_velocity').getByLabelText(t('risk_rules_count')) as HTMLInputElement).matches(':disabled')).toBe(true);
    expect((screen.getByLabelText(t('risk_rules_hold')) as HTMLInputElement).disabled).toBe(true);
  });
});
