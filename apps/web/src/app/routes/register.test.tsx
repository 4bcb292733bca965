import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogueFixture, promotionsValueFixture } from '@/features/promotions/testing/promo-fixtures';
import { authStore } from '@/features/auth/stores/auth-store';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { Component as RegisterScreen } from './register';
import '@/features/promotions/locales/texts';

const t = i18next.t.bind(i18next);

function renderRegister(list = catalogueFixture()) {
  stubApi({ '/wps/relay/MCSFE_getAvailablePromotions': promotionsValueFixture(list), '/wps/system/banners': [] });
  return renderWithApp(<RegisterScreen />, { route: '/register' });
}

describe('/register', () => {
  it('names the sign-up bonus of the brand’s new-player promotion, from its terms', async () => {
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: t('in_create_account') })).toBeTruthy();
    expect((await screen.findByTestId('signup-bonus')).textContent).toBe(t('promo_register_bonus', { amount: '₱88.00' }));
  });

  it('promises no bonus when the brand has no sign-up promotion', async () => {
    renderRegister(catalogueFixture().filter((p) => p.mechanic !== 'signup'));
    await screen.findByRole('region', { name: t('promo_new_player_title') });
    expect(screen.queryByTestId('signup-bonus')).toBeNull();
    expect(screen.queryByText(/1,000\.00 bonus/)).toBeNull();
  });

  it('has a swiper of the new-player promotions, autoplaying as there are two; a slide opens its detail', async () => {
    const { location } = renderRegister();
    const swiper = await screen.findByRole('region', { name: t('promo_new_player_title') });
    expect(swiper.getAttribute('data-autoplay')).toBe('true');
    // the slide not showing is hidden from assistive technology and inert
    const slides = within(swiper).getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([t('in_slide_of', { index: 1, count: 2 }), t('in_slide_of', { index: 2, count: 2 })]);
    // prev/next and the dots are buttons: reachable by keyboard
    expect(within(swiper).getByRole('button', { name: t('in_next') })).toBeTruthy();
    expect(within(swiper).getByRole('button', { name: t('in_go_to_slide', { index: 2 }) })).toBeTruthy();
    await userEvent.click(within(slides[0]!).getByRole('link'));
    expect(location()).toBe('/promoDetail?id=1');
  });

  it('keeps a single new-player promotion still', async () => {
    renderRegister(catalogueFixture().filter((p) => p.id !== 2));
    const swiper = await screen.findByRole('region', { name: t('promo_new_player_title') });
    expect(swiper.getAttribute('data-autoplay')).toBe('false');
    expect(within(swiper).queryByRole('button', { name: t('in_next') })).toBeNull();
  });

  it('sends a member who arrives logged in home', async () => {
    sessionStorage.setItem('token', 'a'.repeat(64));
    authStore.notify();
    const { location } = renderRegister();
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: t('in_create_account') })).toBeNull();
  });
});
