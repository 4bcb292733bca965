import { useEffect } from 'react';
import { lazyModal } from '@/components/ui/modal/lazy-modal';
import { modals, useOtherModalOpen } from '@/components/ui/modal/modal-store';
import { POPUP_NOTICE_MODAL } from '@/config/modal-names';
import { session } from '@/lib/storage';
import { useAnnouncements } from '../api/get-announcements';

const PopupNoticeModal = lazyModal(POPUP_NOTICE_MODAL, () => import('./popup-notice-modal').then((m) => m.PopupNoticeModal));

/**
 * Home: the popup announcements, shown once per browser session (session key index_notice). They never stack on a
 * dialog the player opened (login, register, the member centre...): they wait until no other modal shows.
 */
export function PopupNotices() {
  const notices = useAnnouncements(1);
  const count = notices.data?.popup.length ?? 0;
  const busy = useOtherModalOpen(POPUP_NOTICE_MODAL);
  useEffect(() => {
    if (count === 0 || busy || session.get('index_notice')) return;
    session.set('index_notice', '1');
    modals.open(POPUP_NOTICE_MODAL);
  }, [count, busy]);
  return <PopupNoticeModal />;
}
