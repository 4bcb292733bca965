import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { promotionDetailHref } from '@/config/paths';
import styles from './popup-notice-modal.module.css';

/** A promotion the notice names, as a plain link to its detail (when app/ gives no richer offer). */
export function PromotionLink({ promotionId, title, onOpen }: { promotionId: number; title: string; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to={promotionDetailHref(promotionId)} className={styles.offerLink} onClick={onOpen} aria-label={`${title}: ${t('in_view_promotion')}`}>
      <Icon name="gift" size={16} />
      <span>{title}</span>
      <Icon name="chevron" size={16} />
    </Link>
  );
}
