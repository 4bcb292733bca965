import type { ActivityState, Promotion } from '@app/contract/promotions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { modals } from '@/components/ui/modal/modal-store';
import { WARNING_MODAL } from '@/components/ui/modal/warning';
import { LOGIN_MODAL, MEMBER_CENTER_MODAL } from '@/config/modal-names';
import { callsTo, stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { Refusal, stubServer } from '@/testing/server-stub';
import { detailFixture, promotionFixture, standingFixture } from '../testing/promo-fixtures';
import { PromotionsViewerContext, type PromotionsViewer } from '../utils/viewer';
import { ActionButton } from './action-button';
import { PromotionDetailPage } from './promotion-detail-page';
import '../locales/texts';

const t = i18next.t.bind(i18next);
const DETAIL = '/wps/relay/MCSFE_getPromotionDetail';
const member: PromotionsViewer = { token: 'tok', trial: false };

function renderDetail(detail: unknown, viewer: PromotionsViewer = { token: null, trial: false }, more: Record<string, unknown> = {}) {
  if (viewer.token) sessionStorage.setItem('token', viewer.token);
  const fetchMock = stubApi({ [DETAIL]: detail, ...more });
  const view = renderWithApp(
    <PromotionsViewerContext.Provider value={viewer}>
      <PromotionDetailPage id={1} />
    </PromotionsViewerContext.Provider>,
    { route: '/promoDetail?id=1' },
  );
  return { ...view, fetchMock };
}

describe('the promotion detail', () => {
  it('states the offer generated from the terms, in the promotion’s money format, and its figures', async () => {
    renderDetail(detailFixture());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome match' })).toBeTruthy();
    expect(screen.getByTestId('promotion-offer').textContent).toBe(
      '100% match up to ₱1,000.00 on a first deposit of at least ₱100.00, 10× wagering of bonus plus deposit within 7 days, max bet ₱50.00 while wagering',
    );
    const terms = screen.getByTestId('terms');
    expect(within(terms).getByText(t('promo_fig_max_bet')).nextSibling?.textContent).toBe('₱50.00');
    expect(within(terms).getByText(t('promo_fig_expiry')).nextSibling?.textContent).toBe(t('promo_days', { count: 7 }));
    // contributions per game category, highest first
    const rows = within(screen.getByTestId('contributions')).getAllByRole('row').slice(1);
    const expected = [['fish', '100%'], ['inhouse', '100%'], ['rng', '100%'], ['esports', '50%'], ['pvp', '50%'], ['sports', '50%'], ['live', '20%'], ['elott', '0%']];
    expect(rows.map((r) => r.textContent)).toEqual(expected.map(([type, share]) => `${t(`in_category_${type}`)}${share}`));
  });

  it('uses the figures of other terms and currencies: a cash reload paid once a day, thousands separated', async () => {
    renderDetail(
      detailFixture({
        mechanic: 'reload',
        currency: 'USD',
        terms: { percentBp: 1_250, capMinor: 123_456_789, minDepositMinor: 250_000, period: 'daily', requiresJoin: true, bonus: null },
      }),
    );
    expect((await screen.findByTestId('promotion-offer')).textContent).toBe(
      '12.5% match up to $1,234,567.89 after joining on a deposit of at least $2,500.00 once a day, paid as cash with no wagering',
    );
    expect(screen.queryByTestId('contributions')).toBeNull();
  });

  it('renders the server’s sanitised rules', async () => {
    renderDetail(detailFixture());
    const rules = await screen.findByTestId('rules');
    expect(within(rules).getByRole('listitem').textContent).toBe('One account per person.');
  });

  it('sanitises the rules again before rendering: a handler or a script that reached it never runs', async () => {
    renderDetail(detailFixture({ rulesHtml: '<p>Play fair.</p><img src="x" onerror="window.__hacked=1"><script>window.__hacked=2</script><a href="javascript:alert(1)">here</a>' }));
    const rules = await screen.findByTestId('rules');
    expect(rules.textContent).toContain('Play fair.');
    expect(rules.querySelector('script')).toBeNull();
    expect(rules.querySelector('[onerror]')).toBeNull();
    expect(rules.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/^javascript:/);
  });

  it('a visitor pressing the action gets the login modal', async () => {
    renderDetail(detailFixture({ mechanic: 'join', standing: null }));
    const button = await screen.findByRole('button', { name: t('promo_state_join') });
    expect(screen.getByText(t('promo_login_to_take_part'))).toBeTruthy();
    await userEvent.click(button);
    expect(modals.isOpen(LOGIN_MODAL)).toBe(true);
  });

  it('a trial account is told to register a real account, before and when the server refuses', async () => {
    const { fetchMock } = renderDetail(detailFixture({ mechanic: 'join', standing: standingFixture() }), { token: 'demo', trial: true });
    await userEvent.click(await screen.findByRole('button', { name: t('promo_state_join') }));
    await waitFor(() => expect(modals.isOpen(WARNING_MODAL)).toBe(true));
    expect(callsTo(fetchMock, '/wps/relay/MCSFE_signUpPromotionJoin')).toHaveLength(0);
  });

  it('shows the progress of a join promotion and claims the reward once qualified, then reads the promotion again', async () => {
    let standing = standingFixture({ state: 'claim', progress: { currentMinor: 600_000, targetMinor: 500_000 } });
    const { fetchMock } = renderDetail(
      () => detailFixture({ mechanic: 'join', terms: { fixedMinor: 10_000, qualify: { metric: 'turnover', targetMinor: 500_000 }, bonus: null }, standing }),
      member,
      {
        '/wps/relay/MCSFE_signUpRequestReward': () => {
          standing = standingFixture({ state: 'claimed', rewardMinor: 10_000 });
          return { standing, grantMinor: 10_000 };
        },
      },
    );
    const progress = await screen.findByRole('progressbar', { name: t('promo_progress_turnover') });
    expect(progress.getAttribute('aria-valuenow')).toBe('100');
    await userEvent.click(screen.getByRole('button', { name: t('promo_state_claim') }));
    expect(await screen.findByText(t('promo_granted', { amount: '₱100.00' }))).toBeTruthy();
    expect(callsTo(fetchMock, '/wps/relay/MCSFE_signUpRequestReward')[0]?.body).toMatchObject({ promotionId: 1, requestId: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,64}$/) });
    // the promotion is read again: the button now says claimed and does nothing
    await waitFor(() => expect(screen.getByTestId('promotion-action').textContent).toBe(t('promo_state_claimed')));
    expect((screen.getByTestId('promotion-action') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a refusal in the player’s words', async () => {
    stubServer({
      [DETAIL]: detailFixture({ mechanic: 'join', standing: standingFixture() }),
      '/wps/relay/MCSFE_signUpPromotionJoin': new Refusal('PROMOTION_NOT_OPEN', { promotionId: 1 }, 409),
    });
    sessionStorage.setItem('token', 'tok');
    renderWithApp(
      <PromotionsViewerContext.Provider value={member}>
        <PromotionDetailPage id={1} />
      </PromotionsViewerContext.Provider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: t('promo_state_join') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('err_promotion_not_open'));
  });

  it('a rejected application shows the operator’s remark', async () => {
    renderDetail(detailFixture({ mechanic: 'application', standing: standingFixture({ state: 'rejected', remark: 'The screenshot is unreadable.' }) }), member);
    expect((await screen.findByTestId('standing-remark')).textContent).toContain('The screenshot is unreadable.');
  });

  it('the raffle: draw time, committed seed hash, revealed seed and the winners with the player’s ticket marked', async () => {
    renderDetail(
      detailFixture({
        mechanic: 'raffle',
        terms: { fixedMinor: 50_000, raffle: { winners: 2, drawAt: Date.UTC(2026, 11, 1) }, bonus: null },
        standing: standingFixture({ state: 'claimed', ticketNo: 'R-0002', rewardMinor: 50_000 }),
        raffle: {
          drawAt: Date.UTC(2026, 11, 1),
          winnersCount: 2,
          tickets: 40,
          seedHash: 'ab12cd34',
          seed: 'deadbeef',
          drawnAt: Date.UTC(2026, 11, 1),
          winners: [
            { ticketNo: 'R-0002', player: 'pl***1', prizeMinor: 50_000 },
            { ticketNo: 'R-0031', player: 'ma***y', prizeMinor: 50_000 },
          ],
        },
      }),
      member,
    );
    const raffle = await screen.findByTestId('raffle');
    expect(within(raffle).getByText('ab12cd34')).toBeTruthy();
    expect(within(raffle).getByText('deadbeef')).toBeTruthy();
    const rows = within(raffle).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-own'))).toEqual(['true', null]);
    expect(rows[0]!.textContent).toBe('R-0002pl***1₱500.00');
    expect(screen.getByText('R-0002', { selector: 'strong' })).toBeTruthy();
  });

  it('checks the draw in the browser: the seed against its hash, then the winners it picks', async () => {
    // the contract's vectors (raffle.test.ts): this seed over T000001..T000010 picks T000009, T000007, T000002
    const seed = '0f'.repeat(32);
    const raffle = (winners: string[]) =>
      detailFixture({
        mechanic: 'raffle',
        terms: { fixedMinor: 1_000, raffle: { winners: 3, drawAt: 0 }, bonus: null },
        raffle: {
          drawAt: 0,
          winnersCount: 3,
          tickets: 10,
          seedHash: '7152f9958a983e3313fb2498d743af1e83a0ff5999650fd341f0368d1678992c',
          seed,
          drawnAt: 1,
          winners: winners.map((ticketNo) => ({ ticketNo, player: 'p***', prizeMinor: 1_000 })),
        },
      });
    const first = renderDetail(raffle(['T000009', 'T000007', 'T000002']));
    await userEvent.click(await screen.findByRole('button', { name: t('promo_raffle_check') }));
    expect(await screen.findByText(t('promo_raffle_check_ok'))).toBeTruthy();
    first.unmount();

    renderDetail(raffle(['T000001', 'T000007', 'T000002']));
    await userEvent.click(await screen.findByRole('button', { name: t('promo_raffle_check') }));
    expect(await screen.findByText(t('promo_raffle_check_winners_mismatch'))).toBeTruthy();
  });

  it('says when the promotion is not there', async () => {
    const fetchMock = stubApi({});
    fetchMock.mockImplementation(async () => Response.json({ success: false, code: 'NOT_FOUND', message: 'err_not_found', value: null }, { status: 404 }));
    renderWithApp(<PromotionDetailPage id={99} />);
    expect(await screen.findByText(t('promo_not_found'))).toBeTruthy();
  });
});

describe('the action button', () => {
  const cases: [ActivityState, Promotion['mechanic'], string, boolean][] = [
    ['join', 'join', 'promo_state_join', true],
    ['join', 'application', 'promo_action_apply', true],
    ['claim', 'claim', 'promo_state_claim', true],
    ['claim', 'raffle', 'promo_action_ticket', true],
    ['claim', 'rebate', 'promo_action_rebate', true],
    ['applying', 'application', 'promo_state_applying', false],
    ['close', 'join', 'promo_state_close', false],
    ['rejected', 'application', 'promo_action_reapply', true],
    ['issued', 'application', 'promo_state_issued', false],
    ['claimed', 'claim', 'promo_state_claimed', false],
    ['process', 'raffle', 'promo_state_process', false],
    ['joined', 'join', 'promo_state_joined', false],
    ['coming_soon', 'join', 'promo_state_coming_soon', false],
  ];
  it.each(cases)('%s (%s): "%s", enabled %s', (state, mechanic, label, enabled) => {
    renderWithApp(
      <PromotionsViewerContext.Provider value={member}>
        <ActionButton promotion={promotionFixture({ mechanic, standing: standingFixture({ state }) })} onApply={() => {}} onRebate={() => {}} />
      </PromotionsViewerContext.Provider>,
    );
    const button = screen.getByRole('button', { name: t(label) }) as HTMLButtonElement;
    expect(button.disabled).toBe(!enabled);
  });

  it('a rebate promotion opens the member centre’s manual rebate', async () => {
    renderDetail(detailFixture({ mechanic: 'rebate', terms: { bonus: null }, standing: standingFixture({ state: 'claim' }) }), member);
    await userEvent.click(await screen.findByRole('button', { name: t('promo_action_rebate') }));
    expect(modals.isOpen(MEMBER_CENTER_MODAL)).toBe(true);
  });
});
