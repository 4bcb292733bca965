import type { Promotion } from '@app/contract/promotions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Glyph } from '@/components/ui/glyph/glyph';
import { useMoneyFormat } from '@/config/brand';
import { promotionDetailHref } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import { formatWhen, moneyIn } from '@/lib/format';
import { offerSentence } from '../utils/terms';
import styles from './promotions.module.css';
import '../locales/texts';

/**
 * A promotion in a few words for the arrival notice: its title and its offer generated from its terms, linking to its
 * detail (`onOpen` as the link is followed: the notice closes).
 */
export function PromotionOffer({ promotion, onOpen }: { promotion: Promotion; onOpen?: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = moneyIn(promotion.currency, useMoneyFormat());
  const offer = offerSentence(t, promotion, money, (ms) => formatWhen(ms, language));
  return (
    <Link to={promotionDetailHref(promotion.id)} className={styles.offer} onClick={onOpen} data-testid="promotion-offer-link">
      <span className={styles.offerIcon} aria-hidden="true">
        <Glyph name="gift" size={18} />
      </span>
      <span className={styles.offerText}>
        <strong>{promotion.title}</strong>
        <span>{offer ?? promotion.summary}</span>
      </span>
      <Glyph name="arrowRight" size={16} />
    </Link>
  );
}
