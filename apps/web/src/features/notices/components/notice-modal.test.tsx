import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { modals } from '@/components/ui/modal/modal-store';
import { NOTICE_MODAL, POPUP_NOTICE_MODAL } from '@/config/modal-names';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { NoticeModal } from './notice-modal';
import { PopupNotices } from './popup-notices';

const t = i18next.t.bind(i18next);

const notice = (id: number, popup = false) => ({
  id,
  type: popup ? 'PU' : 'PL',
  title: `Notice ${id}`,
  content: `Content of notice ${id}`,
  timestamp: Date.UTC(2026, 0, 1) - id * 3_600_000,
  popup,
});

/** 12 announcements: page 1 has 9, page 2 has 3; notice 1 is also a popup. */
function stubAnnouncements() {
  const all = Array.from({ length: 12 }, (_, i) => notice(i + 1, i === 0));
  return stubApi({
    '/wps/relay/MCSFE_getListAnnouncements': (url: URL) => {
      const page = Number(url.searchParams.get('pageNo'));
      const size = Number(url.searchParams.get('pageSize'));
      return { list: all.slice((page - 1) * size, page * size), popup: all.filter((n) => n.popup), total: 12, totalPages: 2 };
    },
    '/wps/system/notice': { player: null, banners: [], popup: all.filter((n) => n.popup), promotion: [] },
  });
}

describe('NoticeModal', () => {
  it('pages announcements 9 at a time and shows the selected one', async () => {
    const fetchMock = stubAnnouncements();
    const user = userEvent.setup();
    renderWithApp(<NoticeModal />);
    act(() => modals.open(NOTICE_MODAL));
    const dialog = await screen.findByRole('dialog', { name: t('in_announcements') });
    const list = await within(dialog).findByRole('list', { name: t('in_announcement_list') });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(9));
    expect(String(fetchMock.mock.calls[0]![0])).toContain('pageSize=9');
    // the first is selected and its content shown
    expect(within(dialog).getByRole('article').textContent).toContain('Content of notice 1');
    await user.click(within(list).getByRole('button', { name: /Notice 4/ }));
    expect(within(dialog).getByRole('article').textContent).toContain('Content of notice 4');
    expect(within(list).getByRole('button', { name: /Notice 4/ }).getAttribute('aria-current')).toBe('true');

    expect(within(dialog).getByText(t('in_page_of', { page: 1, total: 2 }))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t('in_next_page') }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    expect(within(list).getByRole('button', { name: /Notice 10/ })).toBeTruthy();
    expect(within(dialog).getByText(t('in_page_of', { page: 2, total: 2 }))).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: t('in_next_page') }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens on the announcement it was asked for', async () => {
    stubAnnouncements();
    renderWithApp(<NoticeModal />);
    act(() => modals.open(NOTICE_MODAL, { selectedId: 3 }));
    const dialog = await screen.findByRole('dialog', { name: t('in_announcements') });
    await waitFor(() => expect(within(dialog).getByRole('article').textContent).toContain('Content of notice 3'));
  });
});

describe('PopupNotices', () => {
  it('shows the popup announcements once per session (index_notice)', async () => {
    stubAnnouncements();
    const first = renderWithApp(<PopupNotices token={null} />);
    // it opens once the page has settled: a second after its load
    const dialog = await screen.findByRole('dialog', { name: t('in_notice') }, { timeout: 3000 });
    expect(dialog.textContent).toContain('Content of notice 1');
    expect(sessionStorage.getItem('index_notice')).toBe('1');
    await userEvent.click(within(dialog).getByRole('button', { name: t('in_got_it') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    // coming back to home in the same session: no popup
    renderWithApp(<PopupNotices token={null} />);
    await new Promise((r) => setTimeout(r, 250));
    expect(modals.isOpen(POPUP_NOTICE_MODAL)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
