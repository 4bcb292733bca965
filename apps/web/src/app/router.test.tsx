import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { gameMenusFixture, siteFixture } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { AppRoutes } from './router';

const t = i18next.t.bind(i18next);
/** a screen's chunk is transformed on its first use in the run: slow on a busy machine */
const firstUse = { timeout: 8000 };

function renderRoute(route: string, site = siteFixture()) {
  const fetchMock = stubApi({
    '/lgw/games/game_menus': gameMenusFixture,
    '/wps/system/banners': [],
    '/wps/relay/MCSFE_getListAnnouncements': { list: [], popup: [], total: 0, totalPages: 1 },
    '/wps/system/helpCenter': { categories: [] },
    '/lgw/games/vendors': { data: { lanes: gameMenusFixture.map((m) => ({ gameType: m.gameType, title: m.title, vendors: m.cards.map((c) => ({ ...c, gameType: m.gameType, isNew: false, maintenance: false, gameCount: 10, logoUrl: '' })) })) } },
  });
  return { ...renderWithApp(<AppRoutes />, { route, site }), fetchMock };
}

describe('router', () => {
  it('home: the layout with menu, header and the category grid', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: t('in_game_categories') }, firstUse)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: t('in_main_menu') })).toBeTruthy();
    expect(screen.getByRole('button', { name: t('in_login') })).toBeTruthy();
  });

  it.each([
    ['/index.html', 'in_game_categories'],
    ['/pointMall', 'in_point_mall'],
    ['/promotions', 'in_promotions'],
    ['/download', 'in_app_download'],
    ['/lottery', 'in_lottery'],
    ['/register.html', 'in_create_account'],
  ])('%s shows its screen', async (path, key) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: t(key), level: key === 'in_game_categories' ? 2 : 1 }, firstUse)).toBeTruthy();
  });

  it('the lobby names its category and lists the vendors of the query', { timeout: 15_000 }, async () => {
    renderRoute('/live?gameType=LIVE&page=1&vassalage=EVO');
    // the lobby's chunk is a large one to transform on first use
    expect(await screen.findByRole('heading', { name: t('in_category_live'), level: 1 }, { timeout: 10_000 })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Evolution' })).getAttribute('aria-current')).toBe('page');
  });

  it('unknown paths get the 404 page inside the layout', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: t('in_not_found_title') })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: t('in_main_menu') })).toBeTruthy();
  });

  it('/helpmc has no main layout', async () => {
    renderRoute('/helpmc');
    expect(await screen.findByRole('heading', { name: t('in_help_center'), level: 1 })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: t('in_main_menu') })).toBeNull();
  });

  it('/seamless hides the bars until the visitor shows them', async () => {
    renderRoute('/seamless');
    expect(await screen.findByRole('heading', { name: t('in_seamless_game') })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: t('in_main_menu') })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t('in_show_bars') }));
    expect(screen.getByRole('navigation', { name: t('in_main_menu') })).toBeTruthy();
  });

  it('/login shows home with the login modal; closing it goes home', async () => {
    const { location } = renderRoute('/login');
    await screen.findByRole('dialog', { name: t('in_login') }, firstUse);
    expect(await screen.findByRole('heading', { name: t('in_game_categories') })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('in_close') }));
    await waitFor(() => expect(location()).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('with loginedToHomePage, a visitor without a session is sent to /login except on the free routes', async () => {
    const site = siteFixture({ brand: { loginedToHomePage: true } });
    const guarded = renderRoute('/promotions', site);
    await waitFor(() => expect(guarded.location()).toBe('/login'));
    guarded.unmount();
    const free = renderRoute('/helpmc', site);
    expect(await screen.findByRole('heading', { name: t('in_help_center'), level: 1 })).toBeTruthy();
    expect(free.location()).toBe('/helpmc');
  });

  it('with loginedToHomePage, a session token opens the guarded routes', async () => {
    sessionStorage.setItem('token', 'abc');
    const { location } = renderRoute('/promotions', siteFixture({ brand: { loginedToHomePage: true } }));
    expect(await screen.findByRole('heading', { name: t('in_promotions'), level: 1 })).toBeTruthy();
    expect(location()).toBe('/promotions');
  });
});
