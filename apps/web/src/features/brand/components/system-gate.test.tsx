import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { useBrand } from '@/config/brand';
import { chooseLanguage } from '@/lib/i18n';
import { stubApi, stubNetworkDown } from '@/testing/api-stub';
import { siteFixture } from '@/testing/fixtures';
import { testQueryClient } from '@/testing/render';
import { SystemGate } from './system-gate';

const t = i18next.t.bind(i18next);

function permissionOf(site = siteFixture({ brand: { defaultLanguage: 'EN' } })) {
  const { location, ...info } = site;
  return { info, location, maintenance: false, regionRestriction: false };
}
const status = (code: 0 | 1 | 2, extra: object = {}) => ({
  status: code,
  maintenanceEndTime: null,
  location: { ip: '203.0.113.9', country: 'CN' },
  serverTime: Date.now(),
  ...extra,
});

function App() {
  return <p>the app of {useBrand().name}</p>;
}
function renderGate(children = <App />) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <SystemGate>{children}</SystemGate>
    </QueryClientProvider>,
  );
}

describe('SystemGate', () => {
  it('shows a skeleton while loading, then the app with the brand when the status is 0', async () => {
    stubApi({ '/wps/system/status': status(0), '/wps/system/permission': permissionOf() });
    renderGate();
    expect(screen.getByRole('status', { name: t('in_loading') })).toBeTruthy();
    expect(await screen.findByText('the app of Lucky Nine')).toBeTruthy();
  });

  it('status 1: the maintenance page with its end time, contact-us and a refresh that lets the visitor back in', async () => {
    let current = status(1, { maintenanceEndTime: Date.UTC(2026, 11, 1, 10, 0) });
    stubApi({ '/wps/system/status': () => current, '/wps/system/permission': permissionOf() });
    renderGate();
    expect(await screen.findByRole('heading', { name: t('in_maintenance_title') })).toBeTruthy();
    expect(screen.getByText(t('in_maintenance_until')).querySelector('time')!.getAttribute('dateTime')).toBe('2026-12-01T10:00:00.000Z');
    expect(screen.getByRole('button', { name: t('in_contact_us') })).toBeTruthy();
    expect(screen.queryByText(/the app of/)).toBeNull();
    current = status(0);
    await userEvent.click(screen.getByRole('button', { name: t('in_refresh') }));
    expect(await screen.findByText('the app of Lucky Nine')).toBeTruthy();
  });

  it("status 2: the region-restriction page with the visitor's IP and country", async () => {
    stubApi({ '/wps/system/status': status(2), '/wps/system/permission': permissionOf() });
    renderGate();
    expect(await screen.findByRole('heading', { name: t('in_region_title') })).toBeTruthy();
    expect(screen.getByTestId('visitor-ip').textContent).toBe('203.0.113.9');
    expect(screen.getByTestId('visitor-country').textContent).toBe('CN');
    expect(screen.getByRole('button', { name: t('in_contact_us') })).toBeTruthy();
  });

  it('an unreachable server: an error with a retry that recovers', async () => {
    stubNetworkDown();
    renderGate();
    expect(await screen.findByRole('heading', { name: t('in_connection_failed') }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText(t('err_network_error'))).toBeTruthy();
    stubApi({ '/wps/system/status': status(0), '/wps/system/permission': permissionOf() });
    await userEvent.click(screen.getByRole('button', { name: t('in_retry') }));
    expect(await screen.findByText('the app of Lucky Nine')).toBeTruthy();
  });

  it('a host the domain check refuses: the invalid-URL page with contact-us instead of the site', async () => {
    const fetchMock = stubApi({
      '/wps/system/status': status(0),
      '/wps/system/permission': permissionOf(),
      '/wps/system/domainRoute': { valid: false, domain: 'mirror.example' },
    });
    renderGate();
    expect(await screen.findByRole('heading', { name: t('in_invalid_url_title') })).toBeTruthy();
    expect(screen.getByText(t('in_invalid_url_text'))).toBeTruthy();
    expect(screen.getByTestId('invalid-domain').textContent).toContain('mirror.example');
    expect(screen.getByRole('button', { name: t('in_contact_us') })).toBeTruthy();
    expect(screen.queryByText(/the app of/)).toBeNull();
    // the page's host goes with the call
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).find((u) => u.pathname === '/wps/system/domainRoute');
    expect(asked?.searchParams.get('url')).toBe(window.location.host);
  });

  it('a valid host shows the site and keeps the answer for the session (no second call)', async () => {
    const answers = { '/wps/system/status': status(0), '/wps/system/permission': permissionOf(), '/wps/system/domainRoute': { valid: true, domain: 'localhost' } };
    const first = stubApi(answers);
    const view = renderGate();
    expect(await screen.findByText('the app of Lucky Nine')).toBeTruthy();
    await waitFor(() => expect(first.mock.calls.some(([input]) => String(input).includes('domainRoute'))).toBe(true));
    view.unmount();
    const second = stubApi(answers);
    renderGate();
    expect(await screen.findByText('the app of Lucky Nine')).toBeTruthy();
    expect(second.mock.calls.some(([input]) => String(input).includes('domainRoute'))).toBe(false);
  });

  it('a domain check that fails (network, server error) never blocks the site', async () => {
    stubApi({ '/wps/system/status': status(0), '/wps/system/permission': permissionOf(), '/wps/system/domainRoute': new Error('down') });
    renderGate();
    expect(await screen.findByText('the app of Lucky Nine')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('the app of Lucky Nine')).toBeTruthy();
  });

  it("switches to the brand's default language when the stored one is not offered", async () => {
    localStorage.setItem('hisLang', 'TY');
    stubApi({
      '/wps/system/status': status(0),
      '/wps/system/permission': permissionOf(siteFixture({ brand: { languages: ['EN'], defaultLanguage: 'EN' } })),
    });
    await i18next.changeLanguage('TY');
    renderGate();
    await screen.findByText('the app of Lucky Nine');
    expect(i18next.language).toBe('EN');
  });

  it("keeps the visitor's language choice after boot (no reset to the brand default, no skeleton)", async () => {
    stubApi({ '/wps/system/status': status(0), '/wps/system/permission': permissionOf(siteFixture()) });
    await i18next.changeLanguage('TY');
    renderGate(
      <button type="button" onClick={() => void chooseLanguage('EN')}>
        choose English
      </button>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'choose English' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(i18next.language).toBe('EN');
    expect(screen.getByRole('button', { name: 'choose English' })).toBeTruthy();
    expect(localStorage.getItem('hisLang')).toBe('EN');
  });
});
