import type { Promotion } from '@app/contract/promotions';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { modals } from '@/components/ui/modal/modal-store';
import { LOGIN_MODAL, POPUP_NOTICE_MODAL } from '@/config/modal-names';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { noticeQueryRoot } from '../api/get-notice';
import { PopupNotices } from './popup-notices';

const t = i18next.t.bind(i18next);
const welcome = { id: 1, type: 'PU', title: 'Welcome to Lucky Nine', content: 'The offers for new players are below.', timestamp: Date.UTC(2026, 10, 1), popup: true };
const promotion = (id: number, title: string): Promotion => ({
  id,
  category: 'new_player',
  mechanic: 'signup',
  title,
  summary: '',
  image: '/media/promotion/demo/signup-bonus.svg',
  startAt: 0,
  endAt: null,
  terms: { fixedMinor: 8_800, bonus: null },
  currency: '₱',
  standing: null,
});
const offers = [promotion(5, 'Welcome match'), promotion(6, 'Sign-up gift')];

function stubNotice(promotion: unknown[] = offers) {
  return stubApi({ '/wps/system/notice': { player: null, banners: [], popup: [welcome], promotion } });
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 400)));

describe('the arrival notice', () => {
  // first in this file: the page settles once per visit, and the tests after it find it settled
  it('opens once the page has settled, not while it is still drawing', async () => {
    stubNotice();
    renderWithApp(<PopupNotices token={null} />);
    // the notice's answer is in, the page loaded under a second ago
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modals.isOpen(POPUP_NOTICE_MODAL)).toBe(false);
    expect(await screen.findByRole('dialog', { name: t('in_notice') }, { timeout: 3000 })).toBeTruthy();
  });

  it('waits while a dialog the player opened shows, then appears', async () => {
    act(() => modals.open(LOGIN_MODAL));
    stubNotice();
    renderWithApp(<PopupNotices token={null} />);
    await settle();
    expect(modals.isOpen(POPUP_NOTICE_MODAL)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => modals.close(LOGIN_MODAL));
    expect(await screen.findByRole('dialog', { name: t('in_notice') })).toBeTruthy();
    expect(sessionStorage.getItem('index_notice')).toBe('1');
  });

  it('names the offers for new players through the offer app/ gives, each to its detail, and closes as one is followed', async () => {
    stubNotice();
    const { location } = renderWithApp(
      <PopupNotices token={null} renderPromotion={(p, close) => <button onClick={close}>{`offer ${p.id}: ${p.title}`}</button>} />,
    );
    const dialog = await screen.findByRole('dialog', { name: t('in_notice') });
    const list = within(dialog).getByRole('region', { name: t('in_new_player_offers') });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['offer 5: Welcome match', 'offer 6: Sign-up gift']);
    await userEvent.click(within(list).getByRole('button', { name: 'offer 5: Welcome match' }));
    expect(modals.isOpen(POPUP_NOTICE_MODAL)).toBe(false);
    expect(location()).toBe('/');
  });

  it('without an offer from app/, links each promotion to its detail', async () => {
    stubNotice();
    const { location } = renderWithApp(<PopupNotices token={null} />);
    const dialog = await screen.findByRole('dialog', { name: t('in_notice') });
    await userEvent.click(within(dialog).getByRole('link', { name: `Sign-up gift: ${t('in_view_promotion')}` }));
    expect(location()).toBe('/promoDetail?id=6');
    expect(modals.isOpen(POPUP_NOTICE_MODAL)).toBe(false);
  });

  it('promises nothing when no promotion is open for new players', async () => {
    stubNotice([]);
    renderWithApp(<PopupNotices token={null} />);
    const dialog = await screen.findByRole('dialog', { name: t('in_notice') });
    expect(within(dialog).queryByRole('region', { name: t('in_new_player_offers') })).toBeNull();
  });

  it('shows once per session, and again only when a newer popup is published while the player is here', async () => {
    sessionStorage.setItem('index_notice', '1');
    let popup = [welcome];
    stubApi({ '/wps/system/notice': () => ({ player: null, banners: [], popup, promotion: [] }) });
    const { queryClient } = renderWithApp(<PopupNotices token={null} />);
    await settle();
    expect(modals.isOpen(POPUP_NOTICE_MODAL)).toBe(false);

    // the push channel's notice event asks again (app/live-updates.tsx): the same popups stay quiet, a newer one shows
    await act(() => queryClient.invalidateQueries({ queryKey: noticeQueryRoot }));
    await settle();
    expect(modals.isOpen(POPUP_NOTICE_MODAL)).toBe(false);
    popup = [{ ...welcome, id: 2, title: 'Double points tonight' }, welcome];
    await act(() => queryClient.invalidateQueries({ queryKey: noticeQueryRoot }));
    expect(await screen.findByRole('dialog', { name: t('in_notice') })).toBeTruthy();
  });
});
