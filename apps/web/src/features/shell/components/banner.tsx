import type { Banner as BannerItem, BannerGroup } from '@app/contract/brand';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel, useCarouselLabels } from '@/components/ui/carousel/carousel';
import { LazyImage } from '@/components/ui/lazy-image/lazy-image';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useBanners } from '../api/get-banners';
import styles from './banner.module.css';

/**
 * The banner area of a path group; drawn only when the group has banners. Home centres slides and shows dots.
 * Slides load at once: neighbours peek in beside the active one and the next slide must be ready when it turns.
 */
export function Banner({ group }: { group: BannerGroup }) {
  const { t } = useTranslation();
  const labels = useCarouselLabels();
  const banners = useBanners(group);
  const home = group === 'home';
  if (banners.isPending)
    return (
      <div className={styles.area} data-home={home}>
        <Skeleton className={styles.skeleton} radius={16} />
      </div>
    );
  if (!banners.data?.length) return null;
  return (
    <div className={styles.area} data-home={home} data-testid="banner-area">
      <Carousel
        items={banners.data}
        getKey={(b) => b.bannerId}
        renderSlide={(b, i) => <BannerSlide banner={b} eager priority={i === 0} />}
        centered={home}
        pagination={home}
        label={t('in_banners')}
        {...labels}
      />
    </div>
  );
}

/** A banner with a linkage is clickable: ROUTE goes to the in-app path, URL opens the page in a new tab. */
export function BannerSlide({ banner, eager = false, priority = false }: { banner: BannerItem; eager?: boolean; priority?: boolean }) {
  const image = (
    <LazyImage
      src={banner.url}
      alt={banner.title}
      eager={eager}
      fetchPriority={priority ? 'high' : undefined}
      width={1200}
      height={360}
      wrapperClassName={styles.image}
    />
  );
  if (banner.linkageType === 'ROUTE' && banner.linkage)
    return (
      <Link to={banner.linkage} className={styles.link}>
        {image}
      </Link>
    );
  if (banner.linkageType === 'URL' && banner.linkage)
    return (
      <a href={banner.linkage} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {image}
      </a>
    );
  return image;
}
