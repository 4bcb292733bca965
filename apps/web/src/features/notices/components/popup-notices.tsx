import { useEffect } from 'react';
import { lazyModal } from '@/components/ui/modal/lazy-modal';
import { modals, useModalOpen } from '@/components/ui/modal/modal-store';
import { POPUP_NOTICE_MODAL } from '@/config/modal-names';
import { session } from '@/lib/storage';
import { useNotice } from '../api/get-notice';
import type { RenderNoticePromotion } from './notice-promotion';

const PopupNoticeModal = lazyModal(POPUP_NOTICE_MODAL, () => import('./popup-notice-modal').then((m) => m.PopupNoticeModal));

/**
 * Home: the arrival notice (the popup announcements, with the offers for new players), shown once per browser
 * session (session key index_notice, set when it has shown). It is queued, never stacked: it waits while a dialog
 * shows (login, the register success, the member centre...) and steps aside if one opens over it, then comes back.
 */
export function PopupNotices({ token, renderPromotion }: { token: string | null; renderPromotion?: RenderNoticePromotion }) {
  const notice = useNotice(token);
  const count = notice.data?.popup.length ?? 0;
  const shown = useModalOpen(POPUP_NOTICE_MODAL);
  useEffect(() => {
    if (count > 0 && !session.get('index_notice')) modals.queue(POPUP_NOTICE_MODAL);
  }, [count]);
  useEffect(() => {
    if (shown) session.set('index_notice', '1');
  }, [shown]);
  // leaving home takes the notice along (its modal lives here): it is not seen yet, so home shows it next time
  useEffect(() => () => modals.close(POPUP_NOTICE_MODAL), []);
  return <PopupNoticeModal token={token} renderPromotion={renderPromotion} />;
}
