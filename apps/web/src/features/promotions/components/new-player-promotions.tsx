import { BANNER_AUTOPLAY_MS } from '@app/contract/constants';
import type { Promotion } from '@app/contract/promotions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel, useCarouselLabels } from '@/components/ui/carousel/carousel';
import { LazyImage } from '@/components/ui/lazy-image/lazy-image';
import { useMoneyFormat } from '@/config/brand';
import { promotionDetailHref } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import { usePromotions } from '@/lib/shared-api/promotions';
import { formatWhen, moneyIn } from '@/lib/format';
import { offerSentence } from '../utils/terms';
import { usePromotionsViewer } from '../utils/viewer';
import styles from './promotions.module.css';
import '../locales/texts';

export const NEW_PLAYER = 'new_player';

function PromotionSlide({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = moneyIn(promotion.currency, useMoneyFormat());
  const offer = offerSentence(t, promotion, money, (ms) => formatWhen(ms, language));
  return (
    <Link to={promotionDetailHref(promotion.id)} className={styles.slide} data-testid="new-player-slide">
      <LazyImage src={promotion.image} alt="" eager width={640} height={320} wrapperClassName={styles.slideArt} />
      <span className={styles.slideText}>
        <strong className={styles.slideTitle}>{promotion.title}</strong>
        <span className={styles.slideOffer}>{offer ?? promotion.summary}</span>
      </span>
    </Link>
  );
}

/**
 * The register page's swiper of new-player promotions (category new_player): one slide at a time, looping with
 * 5000 ms autoplay only when there is more than one, paused on hover and focus and for reduced motion (the banner
 * carousel). A slide opens the promotion's detail. Nothing when the brand has none.
 */
export function NewPlayerPromotions() {
  const { t } = useTranslation();
  const labels = useCarouselLabels();
  const viewer = usePromotionsViewer();
  const promotions = usePromotions(viewer.token);
  const list = (promotions.data?.list ?? []).filter((p) => p.category === NEW_PLAYER);
  if (list.length === 0) return null;
  return (
    <div className={styles.swiper}>
      <h2 className={styles.swiperTitle}>{t('promo_new_player_title')}</h2>
      <Carousel
        items={list}
        getKey={(p) => p.id}
        renderSlide={(p) => <PromotionSlide promotion={p} />}
        pagination
        autoplayMs={BANNER_AUTOPLAY_MS}
        label={t('promo_new_player_title')}
        {...labels}
      />
    </div>
  );
}
