import { useEffect, useRef, useState } from 'react';
import { lazyModal } from '@/components/ui/modal/lazy-modal';
import { modals, useModalOpen } from '@/components/ui/modal/modal-store';
import { POPUP_NOTICE_MODAL } from '@/config/modal-names';
import { session } from '@/lib/storage';
import { pageHasSettled, whenPageSettled } from '@/lib/when-idle';
import { useNotice } from '../api/get-notice';
import type { RenderNoticePromotion } from './notice-promotion';

const PopupNoticeModal = lazyModal(POPUP_NOTICE_MODAL, () => import('./popup-notice-modal').then((m) => m.PopupNoticeModal));

/**
 * Home: the arrival notice (the popup announcements, with the offers for new players), shown once per browser
 * session (session key index_notice, set once it has shown), and again when a newer popup is published while the
 * player is here (the push channel's notice event refetches it). It is queued, never stacked: it waits while a
 * dialog shows (login, the register success, the member centre...) and steps aside if one opens over it, then
 * comes back. On arrival it opens once the page has settled (whenPageSettled): the player sees the site drawn first,
 * and the notice's code, render and layout no longer lengthen the tasks of the page's own load.
 */
export function PopupNotices({ token, renderPromotion }: { token: string | null; renderPromotion?: RenderNoticePromotion }) {
  const notice = useNotice(token);
  const newestPopup = Math.max(0, ...(notice.data?.popup.map((p) => p.id) ?? []));
  const shown = useModalOpen(POPUP_NOTICE_MODAL);
  const [settled, setSettled] = useState(pageHasSettled);
  useEffect(() => whenPageSettled(() => setSettled(true)), []);
  // already shown this session: only a popup newer than those of the first answer here shows again
  const seenUpTo = useRef<number | null>(null);
  useEffect(() => {
    if (newestPopup === 0 || !settled) return;
    if (seenUpTo.current === null) seenUpTo.current = session.get('index_notice') ? newestPopup : 0;
    if (newestPopup <= seenUpTo.current) return;
    seenUpTo.current = newestPopup;
    modals.queue(POPUP_NOTICE_MODAL);
  }, [newestPopup, settled]);
  useEffect(() => {
    if (shown) session.set('index_notice', '1');
  }, [shown]);
  // leaving home takes a notice not shown yet along (its modal lives here): home queues it again next time
  useEffect(
    () => () => {
      modals.close(POPUP_NOTICE_MODAL);
      seenUpTo.current = null;
    },
    [],
  );
  return <PopupNoticeModal token={token} renderPromotion={renderPromotion} />;
}
