import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { stubServer } from '@/testing/server-stub';
import { ladderFixture, paths } from '../../testing/loyalty-fixtures';
import { VipPage } from './vip-page';
import '../../locales/texts';

const t = i18next.t.bind(i18next);
const vip5 = { clubLabel: { labelName: 'VIP5', color: '#ffffff', color2: '#1d4ed8', rankLevel: 5 } };

describe('the VIP page', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('shows the tier in its colours and a bar for each requirement of the next tier', async () => {
    stubServer({ [paths.vip]: ladderFixture() });
    renderWithApp(<VipPage token="tok" member={vip5} go={() => {}} />);
    const card = await screen.findByTestId('rank-card');
    expect(card.textContent).toContain('VIP5');
    expect(card.style.color).toBe('rgb(255, 255, 255)');
    const next = screen.getByTestId('vip-next');
    expect(next.textContent).toContain('VIP6');
    expect(within(next).getByRole('progressbar', { name: t('lo_turnover') }).getAttribute('aria-valuetext')).toBe(t('lo_of', { current: '₱15,000.00', target: '₱60,000.00' }));
    expect(within(next).getByRole('progressbar', { name: t('lo_deposits') }).getAttribute('aria-valuenow')).toBe('100');
    expect(within(next).getByText(t('lo_to_go', { amount: '₱45,000.00' }))).toBeTruthy();
    expect(within(next).getByText(t('lo_requirement_met'))).toBeTruthy();
    expect(screen.queryByTestId('vip-downgrade')).toBeNull();
  });

  it('lists every tier with its benefits, marks the member’s, and shows the history', async () => {
    stubServer({ [paths.vip]: ladderFixture() });
    renderWithApp(<VipPage token="tok" member={vip5} go={() => {}} />);
    const tiers = await screen.findAllByTestId('vip-tier');
    expect(tiers.map((tier) => tier.getAttribute('aria-current'))).toEqual([null, null, 'true', null]);
    expect(within(tiers[3]!).getByText(`${t('lo_withdraw_limit', { amount: '₱100,000.00' })} · ${t('lo_withdraw_count', { count: 10 })}`)).toBeTruthy();
    expect(within(tiers[2]!).getByText('×1.5')).toBeTruthy();
    expect(within(tiers[2]!).getByText('+0.5%')).toBeTruthy();
    expect(within(tiers[1]!).getByText(t('lo_no'))).toBeTruthy();
    expect(within(tiers[2]!).getByText(t('lo_yes'))).toBeTruthy();
    expect(screen.getByTestId('vip-change').textContent).toContain(t('lo_vip_change', { from: 'VIP4', to: 'VIP5' }));
  });

  it('gives clear notice of a downgrade at the review', async () => {
    stubServer({ [paths.vip]: ladderFixture({ downgradeTo: 4 }) });
    renderWithApp(<VipPage token="tok" member={vip5} go={() => {}} />);
    const notice = await screen.findByTestId('vip-downgrade');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain('VIP4');
    expect(notice.textContent).toContain('₱25,000.00');
  });

  it('keeps the empty state for a member without a label, and still shows the way up', async () => {
    const go = vi.fn();
    stubServer({ [paths.vip]: ladderFixture({ rankLevel: 0, progress: { turnoverMinor: 0, depositMinor: 0 } }) });
    renderWithApp(<VipPage token="tok" member={{ clubLabel: null }} go={go} />);
    expect(screen.getByText(t('lo_no_vip_title'))).toBeTruthy();
    expect((await screen.findByTestId('vip-next')).textContent).toContain('VIP4');
    expect(screen.queryByTestId('rank-card')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t('in_my_account') }));
    expect(go).toHaveBeenCalledWith('securityCenter');
  });
});
