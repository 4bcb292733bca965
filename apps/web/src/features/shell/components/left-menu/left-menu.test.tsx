import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { modals } from '@/components/ui/modal/modal-store';
import { HELP_MODAL, MEMBER_CENTER_MODAL } from '@/config/modal-names';
import { stubApi } from '@/testing/api-stub';
import { gameMenusFixture, siteFixture } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { LeftMenu } from './left-menu';

const t = i18next.t.bind(i18next);

function renderMenu(site = siteFixture(), route = '/') {
  stubApi({ '/lgw/games/game_menus': gameMenusFixture });
  return renderWithApp(<LeftMenu mode="full" />, { site, route });
}

describe('LeftMenu', () => {
  it('lists home, then the categories that have vendors in the spec order, then promotions', async () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: t('in_main_menu') });
    await within(nav).findByRole('link', { name: t('in_category_live') });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent)
      .filter((n) => n && !n.includes('http'));
    // SPORTS has no vendors: no entry; FISH comes before RNG (slots) in the spec's order
    expect(names.slice(0, 6)).toEqual([
      t('in_home'),
      t('in_category_elott'),
      t('in_category_live'),
      t('in_category_fish'),
      t('in_category_rng'),
      t('in_promotions'),
    ]);
    expect(within(nav).queryByRole('link', { name: t('in_category_sports') })).toBeNull();
  });

  it('a category opens its lobby on page 1 for all vendors; lottery launches its first vendor', async () => {
    const user = userEvent.setup();
    const { location } = renderMenu();
    await user.click(await screen.findByRole('link', { name: t('in_category_live') }));
    expect(location()).toBe('/live?gameType=LIVE&page=1&vassalage=');
    await user.click(screen.getByRole('link', { name: t('in_category_elott') }));
    expect(location()).toBe('/lottery');
  });

  it("shows a category's vendors with an 'all' entry; a vendor filters the lobby", async () => {
    const user = userEvent.setup();
    const { location } = renderMenu();
    await screen.findByRole('link', { name: t('in_category_live') });
    const toggle = screen.getByRole('button', { name: t('in_show_list', { name: t('in_category_live') }) });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual([t('in_all'), `Evolution${t('in_hot')}`, 'Sexy Baccarat']);
    await user.click(within(list).getByRole('link', { name: 'Sexy Baccarat' }));
    expect(location()).toBe('/live?gameType=LIVE&page=1&vassalage=SEXY');
  });

  it('offers the language picker when the brand has more than one language; a choice is remembered', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: t('in_language') }));
    const english = screen.getByRole('button', { name: /English/ });
    expect(english.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: /Tagalog/ }));
    const ty = i18next.getFixedT('TY');
    await screen.findByRole('link', { name: ty('in_home') });
    expect(localStorage.getItem('hisLang')).toBe('TY');
    expect(localStorage.getItem('lang')).toBe('TY');
  });

  it('has no language picker for a brand with one language', async () => {
    renderMenu(siteFixture({ brand: { languages: ['EN'], defaultLanguage: 'EN' } }));
    await screen.findByRole('link', { name: t('in_category_live') });
    expect(screen.queryByRole('button', { name: t('in_language') })).toBeNull();
  });

  it('shows social links only for configured resources', async () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://facebook.com/lucky9');
    expect(screen.getByRole('link', { name: 'Telegram' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Instagram' })).toBeNull();
  });

  it('the customer-service group opens customer service, messages, announcements and help', async () => {
    const user = userEvent.setup();
    const { location } = renderMenu();
    await user.click(screen.getByRole('button', { name: t('in_customer_service') }));
    expect(screen.getByRole('button', { name: t('in_announcements') })).toBeTruthy();
    // platform messages: the member centre's messages page (it sends visitors to the login modal)
    await user.click(screen.getByRole('button', { name: t('in_platform_information') }));
    expect(modals.isOpen(MEMBER_CENTER_MODAL)).toBe(true);
    // help: the help modal over the page the player is on
    await user.click(screen.getByRole('button', { name: t('in_help_center') }));
    expect(modals.isOpen(HELP_MODAL)).toBe(true);
    expect(location()).toBe('/');
  });
});
