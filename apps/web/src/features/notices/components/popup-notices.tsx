import { useEffect, useRef } from 'react';
import { lazyModal } from '@/components/ui/modal/lazy-modal';
import { modals, useOtherModalOpen } from '@/components/ui/modal/modal-store';
import { POPUP_NOTICE_MODAL } from '@/config/modal-names';
import { session } from '@/lib/storage';
import { useNotice } from '../api/get-notice';
import type { RenderNoticePromotion } from './notice-promotion';

const PopupNoticeModal = lazyModal(POPUP_NOTICE_MODAL, () => import('./popup-notice-modal').then((m) => m.PopupNoticeModal));

/**
 * Home: the arrival notice (the popup announcements, with the offers for new players), shown once per browser
 * session (session key index_notice: the newest popup shown), and again when a newer popup is published while the
 * player is here (the push channel's notice event refetches it). It never stacks on a dialog the player opened
 * (login, register, the member centre...): it waits until no other modal shows.
 */
export function PopupNotices({ token, renderPromotion }: { token: string | null; renderPromotion?: RenderNoticePromotion }) {
  const notice = useNotice(token);
  const newestPopup = Math.max(0, ...(notice.data?.popup.map((p) => p.id) ?? []));
  const busy = useOtherModalOpen(POPUP_NOTICE_MODAL);
  // already shown this session: only a popup newer than those of the first answer here shows again
  const seenUpTo = useRef<number | null>(null);
  useEffect(() => {
    if (newestPopup === 0) return;
    if (seenUpTo.current === null) seenUpTo.current = session.get('index_notice') ? newestPopup : 0;
    if (busy || newestPopup <= seenUpTo.current) return;
    seenUpTo.current = newestPopup;
    session.set('index_notice', '1');
    modals.open(POPUP_NOTICE_MODAL);
  }, [newestPopup, busy]);
  return <PopupNoticeModal token={token} renderPromotion={renderPromotion} />;
}
