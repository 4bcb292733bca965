import { formatMoney } from '@app/contract/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { stubServer, type StubRequest } from '@/testing/server-stub';
import '../locales/texts';
import { ActivityStatement } from './activity-statement';
import { RealityCheckDialog } from './reality-check-dialog';
import { RealityCheckSettings } from './reality-check-settings';

/** The test brand's money: pesos with 2 decimals, in English. */
const peso = { symbol: '₱', digits: 2, language: 'EN' };

const t = i18next.t.bind(i18next);
const TOKEN = 'tok-0123456789abcdef0123456789abcdef012345678';
const rules = { realityCheck: { minMinutes: 10, maxMinutes: 60, defaultMinutes: 30 }, age: { minimum: 18, requireDateOfBirth: true }, pacing: { minSpinMs: 2500, autoplay: false }, pageAfterRegistration: false };
const state = (over: Record<string, unknown> = {}) => ({
  range: rules.realityCheck,
  intervalMinutes: 30,
  sessionStartedAt: 1_000_000,
  playedSeconds: 3_900,
  netPosition: -12.5,
  netPositionMinor: -1_250,
  nextCheckAt: 1_000_000 + 30 * 60_000,
  due: false,
  serverTime: 1_000_000 + 65 * 60_000,
  ...over,
});

describe('RealityCheckDialog', () => {
  it('shows time played and net position when due; Continue answers it and the dialog goes', async () => {
    let due = true;
    const requests = stubServer({
      '/wps/activity/rules': rules,
      '/wps/activity/realityCheck': () => state({ due }),
      '/wps/activity/realityCheck/acknowledge': () => {
        due = false;
        return state({ due: false, nextCheckAt: 1_000_000 + 95 * 60_000 });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<RealityCheckDialog token={TOKEN} onLogout={vi.fn()} onHistory={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: t('pa_reality_check_title') });
    expect(within(dialog).getByTestId('reality-check-time').textContent).toBe(`1 ${t('pa_hours')} 05 ${t('pa_minutes')}`);
    expect(within(dialog).getByTestId('reality-check-net').textContent).toBe(formatMoney(-1_250, peso));
    // the first choice has the focus; no close button: the player chooses
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: t('pa_continue') })));
    expect(within(dialog).queryByRole('button', { name: t('in_close') })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: t('pa_continue') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.url.pathname === '/wps/activity/realityCheck/acknowledge')).toHaveLength(1);
  });

  it.each([
    ['pa_see_history', 'history'],
    ['pa_log_out', 'logout'],
  ] as const)('%s hands over to the app without answering the check', async (button, handler) => {
    const requests = stubServer({ '/wps/activity/rules': rules, '/wps/activity/realityCheck': state({ due: true }) });
    const handlers = { logout: vi.fn(), history: vi.fn() };
    const user = userEvent.setup();
    renderWithApp(<RealityCheckDialog token={TOKEN} onLogout={handlers.logout} onHistory={handlers.history} />);
    await user.click(await screen.findByRole('button', { name: t(button) }));
    expect(handlers[handler]).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.url.pathname.endsWith('/acknowledge'))).toBe(false);
  });

  it('Escape answers it like Continue', async () => {
    const requests = stubServer({ '/wps/activity/rules': rules, '/wps/activity/realityCheck': state({ due: true }), '/wps/activity/realityCheck/acknowledge': state() });
    const user = userEvent.setup();
    renderWithApp(<RealityCheckDialog token={TOKEN} onLogout={vi.fn()} onHistory={vi.fn()} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(requests.some((r) => r.url.pathname.endsWith('/acknowledge'))).toBe(true));
  });

  it('stays away where the pack has no reality checks', async () => {
    const requests = stubServer({ '/wps/activity/rules': { ...rules, realityCheck: null }, '/wps/activity/realityCheck': state({ due: true }) });
    renderWithApp(<RealityCheckDialog token={TOKEN} onLogout={vi.fn()} onHistory={vi.fn()} />);
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/wps/activity/rules')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((r) => r.url.pathname === '/wps/activity/realityCheck')).toBe(false);
  });
});

describe('RealityCheckSettings', () => {
  it("keeps the interval inside the pack's range and saves it", async () => {
    const requests = stubServer({
      '/wps/activity/rules': rules,
      '/wps/activity/realityCheck': (request: StubRequest) => (request.method === 'PUT' ? state({ intervalMinutes: (request.body as { intervalMinutes: number }).intervalMinutes }) : state()),
    });
    const user = userEvent.setup();
    renderWithApp(<RealityCheckSettings token={TOKEN} />);
    const field = await screen.findByLabelText(t('pa_interval_label'));
    expect((field as HTMLInputElement).value).toBe('30');
    await user.clear(field);
    await user.type(field, '5');
    await user.click(screen.getByRole('button', { name: t('pa_interval_save') }));
    expect(await screen.findByText(t('pa_interval_out_of_range').replace('(min)', '10').replace('(max)', '60'))).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.clear(field);
    await user.type(field, '15');
    await user.click(screen.getByRole('button', { name: t('pa_interval_save') }));
    expect(await screen.findByText(t('pa_interval_saved', { minutes: 15 }))).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ intervalMinutes: 15 });
  });
});

describe('ActivityStatement', () => {
  it('shows the months and downloads the CSV the server made', async () => {
    const months = Array.from({ length: 12 }, (_, i) => ({
      month: `2031-${String(12 - i).padStart(2, '0')}`,
      depositsMinor: i === 0 ? 15_000 : 0,
      withdrawalsMinor: 0,
      stakesMinor: i === 0 ? 2_000 : 0,
      winsMinor: i === 0 ? 500 : 0,
      netPositionMinor: i === 0 ? -1_500 : 0,
      playedSeconds: i === 0 ? 2_700 : 0,
    }));
    const csv = 'month,currency\r\n2031-12,₱\r\n';
    stubServer({ '/wps/activity/statement': { currencySymbol: '₱', months, csv } });
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:statement'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithApp(<ActivityStatement token={TOKEN} />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText(formatMoney(15_000, peso))).toBeTruthy();
    expect(within(first).getByText(formatMoney(-1_500, peso))).toBeTruthy();
    expect(within(first).getByText(`45 ${t('pa_minutes')}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('pa_download_csv') }));
    expect(click).toHaveBeenCalledOnce();
    // a UTF-8 byte-order mark first (spreadsheets then read ₱ right), then the server's CSV as it came
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3))).toBe(csv);
  });
});
