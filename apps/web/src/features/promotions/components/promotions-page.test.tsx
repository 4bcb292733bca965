import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { catalogueFixture, promotionsValueFixture } from '../testing/promo-fixtures';
import { PromotionsPage } from './promotions-page';
import '../locales/texts';

const t = i18next.t.bind(i18next);
const PROMOTIONS = '/wps/relay/MCSFE_getAvailablePromotions';

function setup(value: unknown, route = '/promotions') {
  const fetchMock = stubApi({ [PROMOTIONS]: value });
  return { ...renderWithApp(<PromotionsPage />, { route }), fetchMock };
}

const cardTitles = () => screen.getAllByTestId('promotion-card').map((c) => within(c).getByRole('heading').textContent);

describe('PromotionsPage', () => {
  it('shows the brand’s promotions with their period and summary; each card opens its detail', async () => {
    const { location } = setup(promotionsValueFixture());
    expect(screen.getByRole('heading', { level: 1, name: t('in_promotions') })).toBeTruthy();
    expect(await screen.findAllByTestId('promotion-card')).toHaveLength(4);
    expect(cardTitles()).toEqual(['Welcome match', 'Sign-up gift', 'Daily reload', 'Summer claim']);
    const first = screen.getAllByTestId('promotion-card')[0]!;
    expect(within(first).getByText('Your first deposit doubled.')).toBeTruthy();
    expect(within(first).getByTestId('promotion-period').textContent).toMatch(/^From /);
    await userEvent.click(within(first).getByRole('link'));
    expect(location()).toBe('/promoDetail?id=1');
  });

  it('has an "all" tab and one per category in the brand’s order; known ones by their label, others humanised', async () => {
    setup(promotionsValueFixture());
    const tabs = await screen.findByRole('tablist', { name: t('promo_categories') });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([t('promo_cat_all'), t('promo_cat_new_player'), t('promo_cat_deposit'), 'Summer fest']);
    expect(within(tabs).getByRole('tab', { name: t('promo_cat_all') }).getAttribute('aria-selected')).toBe('true');
  });

  it('a tab shows its category only and goes into the URL; arrow keys move between the tabs', async () => {
    const user = userEvent.setup();
    const { location } = setup(promotionsValueFixture());
    const tabs = await screen.findByRole('tablist');
    await user.click(within(tabs).getByRole('tab', { name: t('promo_cat_deposit') }));
    expect(cardTitles()).toEqual(['Daily reload']);
    expect(location()).toBe('/promotions?category=deposit');
    expect(screen.getByRole('tabpanel', { name: t('promo_cat_deposit') })).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    const summer = within(tabs).getByRole('tab', { name: 'Summer fest' });
    expect(summer.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(summer);
    expect(cardTitles()).toEqual(['Summer claim']);
    await user.keyboard('{Home}');
    expect(cardTitles()).toHaveLength(4);
    expect(location()).toBe('/promotions');
  });

  it('opens on the tab of the link', async () => {
    setup(promotionsValueFixture(), '/promotions?category=new_player');
    await screen.findAllByTestId('promotion-card');
    expect(cardTitles()).toEqual(['Welcome match', 'Sign-up gift']);
  });

  it('says so when the brand has no promotion', async () => {
    setup(promotionsValueFixture([]));
    expect(await screen.findByText(t('promo_empty'))).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByTestId('promotion-card')).toBeNull();
  });

  it('shows a skeleton while loading and an error with a retry when the list fails', async () => {
    let fail = true;
    const fetchMock = stubApi({});
    fetchMock.mockImplementation(async () =>
      fail
        ? Response.json({ success: false, code: 'INTERNAL_ERROR', message: 'err_internal_error', value: null }, { status: 500 })
        : Response.json({ success: true, code: 'OK', message: 'ok', value: promotionsValueFixture(catalogueFixture().slice(0, 1)) }),
    );
    renderWithApp(<PromotionsPage />, { route: '/promotions' });
    expect(screen.getByTestId('promotions-loading')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(t('err_internal_error'))).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: t('in_retry') }));
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')).toHaveLength(1));
  });
});
