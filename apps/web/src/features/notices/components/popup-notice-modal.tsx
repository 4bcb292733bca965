import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { modals } from '@/components/ui/modal/modal-store';
import { NOTICE_MODAL, POPUP_NOTICE_MODAL } from '@/config/modal-names';
import { useLanguage } from '@/lib/i18n';
import { useAnnouncements } from '../api/get-announcements';
import { usePromotionLinks } from '../api/get-notice';
import { formatDateTime } from './format-date';
import { PromotionLink } from './promotion-link';
import styles from './popup-notice-modal.module.css';

/** The popup announcements modal (opened by PopupNotices); one about a promotion links to its detail. */
export function PopupNoticeModal() {
  const { t } = useTranslation();
  const language = useLanguage();
  const notices = useAnnouncements(1);
  const popup = notices.data?.popup ?? [];
  const [index, setIndex] = useState(0);
  const links = usePromotionLinks();

  const item = popup[Math.min(index, popup.length - 1)];
  const promotionId = item ? (links.data?.byAnnouncement.get(item.id) ?? links.data?.popup ?? null) : null;
  return (
    <Modal name={POPUP_NOTICE_MODAL} title={t('in_notice')} width={480}>
      {item && (
        <div className={styles.popup}>
          <h3 className={styles.title}>{item.title}</h3>
          <time className={styles.date} dateTime={new Date(item.timestamp).toISOString()}>
            {formatDateTime(item.timestamp, language)}
          </time>
          <p className={styles.text}>{item.content}</p>
          <div className={styles.actions}>
            {popup.length > 1 && (
              <span className={styles.step}>
                {index + 1} / {popup.length}
              </span>
            )}
            {promotionId !== null && <PromotionLink promotionId={promotionId} modal={POPUP_NOTICE_MODAL} />}
            <Button
              variant="outline"
              onClick={() => {
                modals.close(POPUP_NOTICE_MODAL);
                modals.open(NOTICE_MODAL);
              }}
            >
              {t('in_all_announcements')}
            </Button>
            {index < popup.length - 1 ? (
              <Button onClick={() => setIndex((i) => i + 1)}>{t('in_next')}</Button>
            ) : (
              <Button onClick={() => modals.close(POPUP_NOTICE_MODAL)}>{t('in_got_it')}</Button>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
