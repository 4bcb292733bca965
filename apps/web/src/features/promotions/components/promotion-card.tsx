import type { Promotion } from '@app/contract/promotions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Glyph } from '@/components/ui/glyph/glyph';
import { LazyImage } from '@/components/ui/lazy-image/lazy-image';
import { promotionDetailHref } from '@/config/paths';
import { categoryLabel } from '../utils/categories';
import { stateOf } from '../utils/state';
import { PromotionPeriod } from './promotion-period';
import { StatePill } from './state-pill';
import styles from './promotions.module.css';

/** A promotion in the list: its art, category, title, period, summary and the player's state; the card opens the detail. */
export function PromotionCard({ promotion, headingLevel = 2 }: { promotion: Promotion; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const state = stateOf(promotion);
  const showState = promotion.standing !== null || state === 'coming_soon';
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="promotion-card">
      <Link to={promotionDetailHref(promotion.id)} className={styles.cardLink}>
        <LazyImage src={promotion.image} alt="" width={640} height={320} wrapperClassName={styles.cardArt} />
        <span className={styles.cardBody}>
          <span className={styles.cardMeta}>
            <span className={styles.category}>{categoryLabel(t, promotion.category)}</span>
            {showState && <StatePill state={state} />}
          </span>
          <Heading id={titleId} className={styles.cardTitle}>
            {promotion.title}
          </Heading>
          <PromotionPeriod promotion={promotion} className={styles.period} />
          <span className={styles.summary}>{promotion.summary}</span>
          <span className={styles.more}>
            {t('promo_view_details')}
            <Glyph name="arrowRight" size={16} />
          </span>
        </span>
      </Link>
    </article>
  );
}
