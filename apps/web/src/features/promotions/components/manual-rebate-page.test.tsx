import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { ManualRebatePage } from './manual-rebate-page';
import '../locales/texts';

const t = i18next.t.bind(i18next);
const SUMMARY = '/wps/relay/MCSFE_getRebateSummary';
const CLAIM = '/wps/relay/MCSFE_claimRebate';
const HISTORY = '/wps/relay/MCSFE_getRebateHistory';

const lines = [
  { gameType: 'RNG', validBetMinor: 1_250_000, rateBp: 80, amountMinor: 10_000 },
  { gameType: 'LIVE', validBetMinor: 500_000, rateBp: 50, amountMinor: 2_500 },
];
const summary = (totalMinor: number) => ({ since: Date.UTC(2026, 10, 1), lines: totalMinor ? lines : [], totalMinor, minClaimMinor: 1_000, rankLevel: 0 });

function setup(first: number) {
  let total = first;
  const claims: unknown[] = [];
  const history: { id: number; amountMinor: number; lines: typeof lines; createdAt: number }[] = [];
  stubApi({
    [SUMMARY]: () => summary(total),
    [HISTORY]: () => ({ list: history, total: history.length, pageNo: 1, pageSize: 10, totalPages: 1 }),
  });
  const fetchMock = globalThis.fetch as unknown as ReturnType<typeof stubApi>;
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes(CLAIM)) {
      claims.push(JSON.parse(String(init?.body)));
      history.push({ id: 1, amountMinor: total, lines, createdAt: Date.now() });
      const amountMinor = total;
      total = 0;
      return Response.json({ success: true, code: 'OK', message: 'ok', value: { amountMinor, lines, transactionId: 77 } });
    }
    return answer(input);
  });
  renderWithApp(<ManualRebatePage token="tok" go={() => {}} />);
  return { claims };
}

describe('the manual rebate', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('shows the rebate per game category, claims it with a fresh request id, then shows it in the history', async () => {
    const user = userEvent.setup();
    const { claims } = setup(12_500);
    const rows = within(await screen.findByTestId('rebate-lines')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([`${t('in_category_rng')}₱12,500.000.8%₱100.00`, `${t('in_category_live')}₱5,000.000.5%₱25.00`]);
    expect(screen.getByTestId('rebate-total').textContent).toContain('₱125.00');
    expect(await screen.findByText(t('promo_rebate_history_empty'))).toBeTruthy();

    const claim = screen.getByRole('button', { name: t('promo_rebate_claim', { amount: '₱125.00' }) }) as HTMLButtonElement;
    expect(claim.disabled).toBe(false);
    await user.click(claim);
    expect(await screen.findByText(t('promo_rebate_claimed', { amount: '₱125.00' }))).toBeTruthy();
    expect(claims).toEqual([{ requestId: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,64}$/) }]);
    // refreshed: nothing left to claim, the claim in the history
    await waitFor(() => expect((screen.getByTestId('rebate-claim') as HTMLButtonElement).disabled).toBe(true));
    expect(await screen.findByTestId('rebate-history')).toBeTruthy();
  });

  it('cannot claim below the minimum', async () => {
    setup(800);
    const claim = await screen.findByRole('button', { name: t('promo_rebate_claim', { amount: '₱8.00' }) });
    expect((claim as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(t('promo_rebate_below_min', { min: '₱10.00' }))).toBeTruthy();
  });

  it('cannot claim nothing', async () => {
    setup(0);
    const claim = await screen.findByTestId('rebate-claim');
    expect((claim as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(t('promo_rebate_nothing'))).toBeTruthy();
    expect(screen.getByText(t('promo_rebate_no_bets'))).toBeTruthy();
  });
});
