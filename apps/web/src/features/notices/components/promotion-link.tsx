import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon';
import { modals } from '@/components/ui/modal/modal-store';
import { promotionDetailHref } from '@/config/paths';

/** An announcement's link to the promotion it is about: opens the promotion's detail and closes the notice. */
export function PromotionLink({ promotionId, modal }: { promotionId: number; modal: string }) {
  const { t } = useTranslation();
  return (
    <Link to={promotionDetailHref(promotionId)} className={buttonClass('accent', 'md')} onClick={() => modals.close(modal)} data-testid="notice-promotion-link">
      <Icon name="gift" size={16} />
      {t('in_view_promotion')}
    </Link>
  );
}
