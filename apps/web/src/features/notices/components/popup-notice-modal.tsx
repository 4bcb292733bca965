import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { modals } from '@/components/ui/modal/modal-store';
import { NOTICE_MODAL, POPUP_NOTICE_MODAL } from '@/config/modal-names';
import { useLanguage } from '@/lib/i18n';
import { useNotice } from '../api/get-notice';
import { formatWhen } from '@/lib/format';
import type { RenderNoticePromotion } from './notice-promotion';
import { PromotionLink } from './promotion-link';
import styles from './popup-notice-modal.module.css';

const close = () => modals.close(POPUP_NOTICE_MODAL);

/**
 * The arrival notice (opened by PopupNotices): the popup announcements one at a time, and under them the offers for
 * new players the notice names, each with its figures and a link to its detail.
 */
export function PopupNoticeModal({ token, renderPromotion }: { token: string | null; renderPromotion?: RenderNoticePromotion }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notice = useNotice(token);
  const popup = notice.data?.popup ?? [];
  const promotions = notice.data?.promotion ?? [];
  const [index, setIndex] = useState(0);

  const item = popup[Math.min(index, popup.length - 1)];
  return (
    <Modal name={POPUP_NOTICE_MODAL} title={t('in_notice')} width={520}>
      {item && (
        <div className={styles.popup}>
          <h3 className={styles.title}>{item.title}</h3>
          <time className={styles.date} dateTime={new Date(item.timestamp).toISOString()}>
            {formatWhen(item.timestamp, language)}
          </time>
          <p className={styles.text}>{item.content}</p>
          {promotions.length > 0 && (
            <section className={styles.offers} aria-labelledby="notice-offers">
              <h4 id="notice-offers" className={styles.offersTitle}>
                {t('in_new_player_offers')}
              </h4>
              <ul className={styles.offerList}>
                {promotions.map((p) => (
                  <li key={p.id}>{renderPromotion ? renderPromotion(p, close) : <PromotionLink promotionId={p.id} title={p.title} onOpen={close} />}</li>
                ))}
              </ul>
            </section>
          )}
          <div className={styles.actions}>
            {popup.length > 1 && (
              <span className={styles.step}>
                {index + 1} / {popup.length}
              </span>
            )}
            <Button
              variant="outline"
              onClick={() => {
                close();
                modals.open(NOTICE_MODAL);
              }}
            >
              {t('in_all_announcements')}
            </Button>
            {index < popup.length - 1 ? (
              <Button onClick={() => setIndex((i) => i + 1)}>{t('in_next')}</Button>
            ) : (
              <Button onClick={close}>{t('in_got_it')}</Button>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
