import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { modals } from '@/components/ui/modal/modal-store';
import { LOGIN_MODAL, POPUP_NOTICE_MODAL } from '@/config/modal-names';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { PopupNotices } from './popup-notices';

const t = i18next.t.bind(i18next);
const welcome = { id: 1, type: 'PU', title: 'Welcome to Lucky Nine', content: 'Your first deposit doubled.', timestamp: Date.UTC(2026, 10, 1), popup: true };

function setup(notice: unknown = { promotion: { id: 5, announcementId: 1 } }) {
  stubApi({
    '/wps/relay/MCSFE_getListAnnouncements': { list: [welcome], popup: [welcome], total: 1, totalPages: 1 },
    '/wps/system/notice': notice,
  });
  return renderWithApp(<PopupNotices />);
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 400)));

describe('the arrival notice', () => {
  it('waits while a dialog the player opened shows, then appears', async () => {
    act(() => modals.open(LOGIN_MODAL));
    setup();
    await settle();
    expect(modals.isOpen(POPUP_NOTICE_MODAL)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => modals.close(LOGIN_MODAL));
    expect(await screen.findByRole('dialog', { name: t('in_notice') })).toBeTruthy();
    expect(sessionStorage.getItem('index_notice')).toBe('1');
  });

  it('links to the promotion the notice names', async () => {
    const { location } = setup();
    const dialog = await screen.findByRole('dialog', { name: t('in_notice') });
    const link = await within(dialog).findByRole('link', { name: t('in_view_promotion') });
    act(() => link.click());
    expect(location()).toBe('/promoDetail?id=5');
  });

  it('has no promotion link when the notice names none (or the server has no notice call yet)', async () => {
    stubApi({ '/wps/relay/MCSFE_getListAnnouncements': { list: [welcome], popup: [welcome], total: 1, totalPages: 1 } });
    renderWithApp(<PopupNotices />);
    const dialog = await screen.findByRole('dialog', { name: t('in_notice') });
    await settle();
    expect(within(dialog).queryByRole('link', { name: t('in_view_promotion') })).toBeNull();
  });
});
