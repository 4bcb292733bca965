import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/lib/texts';
import { stubFetch } from '@/testing/envelope';
import { renderWithApp } from '@/testing/render';
import type { PaymentReconciliation } from '../api/payment-reconciliation';
import { ReconciliationPanel } from './reconciliation-panel';

afterEach(() => vi.unstubAllGlobals());

const brands = [
  { id: 'demo', name: 'Demo' },
  { id: 'tiger', name: 'Tiger' },
];
const bank = { channelId: 1, code: 'BANK_TRANSFER', name: 'Bank transfer', provider: 'sandbox' };
const day = (report: Partial<PaymentReconciliation>): PaymentReconciliation => ({
  brandId: 'tiger',
  day: '2026-03-01',
  timeZone: 'Asia/Manila',
  from: '2026-02-28T16:00:00.000Z',
  to: '2026-03-01T16:00:00.000Z',
  channels: [],
  mismatches: [],
  mismatchCount: 0,
  ...report,
});

/** The browser's yesterday, as the panel picks it. */
function yesterday() {
  const at = new Date(Date.now() - 86_400_000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

describe('ReconciliationPanel', () => {
  it('asks for yesterday of the filtered brand and lists the mismatches first, with links to the player and the order', async () => {
    const fetch = stubFetch({
      value: day({
        channels: [
          {
            ...bank,
            orders: [{ key: 'paid', count: 2, amountMinor: 700_00 }],
            events: [
              { key: 'credited', count: 1, amountMinor: 300_00 },
              { key: 'refused_amount', count: 1, amountMinor: 399_00 },
            ],
            ledger: { key: 'deposit', count: 1, amountMinor: 300_00 },
            mismatches: 1,
          },
        ],
        mismatches: [
          { kind: 'paid_not_credited', orderNo: 'D2026030100AB', channelId: 1, channelName: 'Bank transfer', memberId: 7, username: 'juan', orderStatus: 'pending', orderMinor: 400_00, eventMinor: 399_00, ledgerMinor: null, at: '2026-03-01T02:00:00.000Z' },
        ],
        mismatchCount: 1,
      }),
    });
    renderWithApp(<ReconciliationPanel brands={brands} />, '/deposits?brandId=tiger');
    const mismatches = await screen.findByRole('table', { name: t('rec_mismatches') });
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://x');
    expect([url.searchParams.get('brandId'), url.searchParams.get('day')]).toEqual(['tiger', yesterday()]);
    expect(screen.getByText(t('rec_mismatch_count', { count: 1 }))).toBeTruthy();
    expect(screen.queryByText(t('rec_all_match'))).toBeNull();
    const [, row] = within(mismatches).getAllByRole('row');
    const cells = within(row!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual([t('rec_kind.paid_not_credited'), 'D2026030100AB', 'juan', 'Bank transfer', t('rec_key.pending'), '400.00', '399.00', t('none')]);
    expect(within(row!).getByRole('link', { name: 'juan' }).getAttribute('href')).toBe('/players/7');
    expect(within(row!).getByRole('link', { name: 'D2026030100AB' }).getAttribute('href')).toBe('/deposits?memberId=7');
    // the mismatches come before the channels' figures
    const channels = screen.getByRole('table', { name: t('rec_channels') });
    expect(mismatches.compareDocumentPosition(channels) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const [, channelRow] = within(channels).getAllByRole('row');
    expect(within(channelRow!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Bank transfer (BANK_TRANSFER)',
      'Paid: 2 · 700.00',
      'Credited: 1 · 300.00Refused: amount: 1 · 399.00',
      'Posted: 1 · 300.00',
      '1',
    ]);
  });

  it('says everything matches on a clean day and lists no mismatch', async () => {
    stubFetch({
      value: day({
        brandId: 'demo',
        channels: [{ ...bank, orders: [{ key: 'paid', count: 1, amountMinor: 300_00 }], events: [{ key: 'credited', count: 1, amountMinor: 300_00 }], ledger: { key: 'deposit', count: 1, amountMinor: 300_00 }, mismatches: 0 }],
      }),
    });
    renderWithApp(<ReconciliationPanel brands={brands} />, '/deposits');
    expect(await screen.findByText(t('rec_all_match'))).toBeTruthy();
    expect(screen.getByText(t('rec_all_match_hint'))).toBeTruthy();
    expect(screen.queryByRole('table', { name: t('rec_mismatches') })).toBeNull();
    expect(screen.getByRole('table', { name: t('rec_channels') })).toBeTruthy();
    // no brand in the filter: the first brand's
    expect(screen.getByRole('heading', { name: t('rec_title', { brand: 'Demo' }) })).toBeTruthy();
  });
});
