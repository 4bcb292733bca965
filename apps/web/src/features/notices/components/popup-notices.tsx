import { useEffect } from 'react';
import { lazyModal } from '@/components/ui/modal/lazy-modal';
import { modals, useOtherModalOpen } from '@/components/ui/modal/modal-store';
import { POPUP_NOTICE_MODAL } from '@/config/modal-names';
import { session } from '@/lib/storage';
import { useNotice } from '../api/get-notice';
import type { RenderNoticePromotion } from './notice-promotion';

const PopupNoticeModal = lazyModal(POPUP_NOTICE_MODAL, () => import('./popup-notice-modal').then((m) => m.PopupNoticeModal));

/**
 * Home: the arrival notice (the popup announcements, with the offers for new players), shown once per browser
 * session (session key index_notice). It never stacks on a dialog the player opened (login, register, the member
 * centre...): it waits until no other modal shows.
 */
export function PopupNotices({ token, renderPromotion }: { token: string | null; renderPromotion?: RenderNoticePromotion }) {
  const notice = useNotice(token);
  const count = notice.data?.popup.length ?? 0;
  const busy = useOtherModalOpen(POPUP_NOTICE_MODAL);
  useEffect(() => {
    if (count === 0 || busy || session.get('index_notice')) return;
    session.set('index_notice', '1');
    modals.open(POPUP_NOTICE_MODAL);
  }, [count, busy]);
  return <PopupNoticeModal token={token} renderPromotion={renderPromotion} />;
}
