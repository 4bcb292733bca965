import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { bonusFixture, promotionFixture, standingFixture } from '../testing/promo-fixtures';
import { BonusesPanel } from './bonuses-panel';
import { RewardCenterPage } from './reward-center-page';
import '../locales/texts';

const t = i18next.t.bind(i18next);
const CENTER = '/wps/relay/MCSFE_getRewardCenter';
const FORFEIT = '/wps/relay/MCSFE_forfeitBonus';

const application = {
  id: 9,
  promotionId: 5,
  promotionTitle: 'Big win screenshot',
  comment: 'My 500× win',
  imageCount: 2,
  status: 'rejected' as const,
  remark: 'The screenshot is cut off.',
  rewardMinor: null,
  createdAt: Date.UTC(2026, 10, 18),
  decidedAt: Date.UTC(2026, 10, 19),
};

function setup(value: { actionable?: unknown[]; bonuses?: unknown[]; applications?: unknown[] } = {}) {
  const bodies: unknown[] = [];
  let bonuses = value.bonuses ?? [bonusFixture()];
  const fetchMock = stubApi({
    [CENTER]: () => ({ actionable: value.actionable ?? [], bonuses, applications: value.applications ?? [] }),
    [FORFEIT]: () => {
      const bonus = bonusFixture({ status: 'forfeited', balanceMinor: 0, endedAt: Date.now() });
      bonuses = [bonus];
      return { forfeitedMinor: 42_500, bonus };
    },
  });
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body) bodies.push(JSON.parse(String(init.body)));
    return answer(input);
  });
  const go = vi.fn();
  const view = renderWithApp(<RewardCenterPage token="tok" go={go} />);
  return { ...view, bodies, go, fetchMock };
}

describe('the reward centre', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('lists what the member can act on with its button, the bonuses with their wagering, and the applications with their remark', async () => {
    setup({
      actionable: [promotionFixture({ id: 3, mechanic: 'claim', title: 'Weekend claim', standing: standingFixture({ state: 'claim' }) })],
      applications: [application],
    });
    const actionable = await screen.findByTestId('reward-actionable');
    expect(within(actionable).getByRole('button', { name: t('promo_state_claim') })).toBeTruthy();
    const bonus = within(screen.getByTestId('reward-bonuses')).getByTestId('bonus');
    expect(within(bonus).getByText('₱425.00')).toBeTruthy();
    const bar = within(bonus).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe(t('promo_wagered_of', { current: '₱2,500.00', target: '₱10,000.00' }));
    const app = within(screen.getByTestId('reward-applications')).getByTestId('application');
    expect(within(app).getByText(t('promo_state_rejected'))).toBeTruthy();
    expect(app.textContent).toContain('The screenshot is cut off.');
  });

  it('a rebate promotion’s button opens the manual rebate page', async () => {
    const { go } = setup({ actionable: [promotionFixture({ id: 4, mechanic: 'rebate', title: 'Rebate', terms: { bonus: null }, standing: standingFixture({ state: 'claim' }) })] });
    await userEvent.click(await screen.findByRole('button', { name: t('promo_action_rebate') }));
    expect(go).toHaveBeenCalledWith('manualRebate');
  });

  it('forfeit asks first, saying exactly what is lost and that withdrawals then open', async () => {
    const user = userEvent.setup();
    const { bodies } = setup();
    await user.click(await screen.findByRole('button', { name: t('promo_forfeit') }));
    const dialog = await screen.findByRole('dialog', { name: t('promo_forfeit_title') });
    expect(within(dialog).getByText(t('promo_forfeit_loss', { amount: '₱425.00', title: 'Welcome match' }))).toBeTruthy();
    expect(within(dialog).getByText(t('promo_forfeit_withdraw'))).toBeTruthy();
    // the safe choice has the focus
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: t('promo_keep_bonus') })));
    expect(bodies).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: t('promo_forfeit_amount', { amount: '₱425.00' }) }));
    expect(await screen.findByText(t('promo_forfeited', { amount: '₱425.00' }))).toBeTruthy();
    expect(bodies).toEqual([{ bonusId: 7 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByText(t('promo_bonus_forfeited'))).toBeTruthy());
    expect(screen.queryByRole('button', { name: t('promo_forfeit') })).toBeNull();
  });

  it('with other bonuses still wagering, the confirmation says withdrawals stay blocked', async () => {
    setup({ bonuses: [bonusFixture(), bonusFixture({ id: 8, title: 'Reload' })] });
    await userEvent.click((await screen.findAllByRole('button', { name: t('promo_forfeit') }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: t('promo_forfeit_title') });
    expect(within(dialog).getByText(t('promo_forfeit_others', { count: 1 }))).toBeTruthy();
    expect(within(dialog).queryByText(t('promo_forfeit_withdraw'))).toBeNull();
  });

  it('keeping the bonus forfeits nothing', async () => {
    const user = userEvent.setup();
    const { bodies } = setup();
    await user.click(await screen.findByRole('button', { name: t('promo_forfeit') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t('promo_keep_bonus') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toHaveLength(0);
  });

  it('says when there is nothing yet', async () => {
    setup({ bonuses: [] });
    expect(await screen.findByText(t('promo_actionable_empty'))).toBeTruthy();
    expect(screen.getByText(t('promo_bonuses_empty'))).toBeTruthy();
    expect(screen.getByText(t('promo_applications_empty'))).toBeTruthy();
  });
});

describe('the bonuses of the bonus details', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('pages through the bonuses with their state and progress, the active totals above', async () => {
    const pages: Record<string, unknown> = {
      '1': { list: [bonusFixture()], active: { balanceMinor: 42_500, wageringRequiredMinor: 1_000_000, wageredMinor: 250_000, count: 1 }, total: 2, pageNo: 1, pageSize: 10, totalPages: 2 },
      '2': { list: [bonusFixture({ id: 3, title: 'Old reload', status: 'released', balanceMinor: 0, wageredMinor: 1_000_000, endedAt: Date.UTC(2026, 9, 1) })], active: { balanceMinor: 42_500, wageringRequiredMinor: 1_000_000, wageredMinor: 250_000, count: 1 }, total: 2, pageNo: 2, pageSize: 10, totalPages: 2 },
    };
    stubApi({ '/wps/relay/MCSFE_getBonusList': (url: URL) => pages[url.searchParams.get('pageNo') ?? '1'] });
    renderWithApp(<BonusesPanel token="tok" />);
    const panel = await screen.findByTestId('bonuses');
    await within(panel).findByText('Welcome match');
    expect(within(panel).getByText(t('promo_active_bonus_balance')).nextSibling?.textContent).toBe('₱425.00');
    expect(within(panel).getByText(t('promo_wagering_left')).nextSibling?.textContent).toBe('₱7,500.00');
    await userEvent.click(within(panel).getByRole('button', { name: t('ui_page_n', { page: 2 }) }));
    expect(await within(panel).findByText('Old reload')).toBeTruthy();
    expect(within(panel).getByText(t('promo_bonus_released'))).toBeTruthy();
    expect(within(panel).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
