import { BANNER_AUTOPLAY_MS } from '@app/contract/constants';
import { useEffect, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REDUCED_MOTION, useMediaQuery } from '@/lib/use-media-query';
import { Icon } from '../icon';
import { SLIDE_MS, useLoopTrack } from './use-loop-track';
import styles from './carousel.module.css';

export interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => Key;
  renderSlide: (item: T, index: number) => ReactNode;
  /** accessible name of the carousel region */
  label: string;
  slideLabel: (index: number, count: number) => string;
  prevLabel: string;
  nextLabel: string;
  pauseLabel: string;
  playLabel: string;
  goToLabel: (index: number) => string;
  /** the active slide is centred with its neighbours peeking in (home) */
  centered?: boolean;
  /** clickable dots under the slides */
  pagination?: boolean;
  autoplayMs?: number;
  className?: string;
}

/** The carousel's control labels in the reader's language (common texts): spread them into a Carousel. */
export function useCarouselLabels() {
  const { t } = useTranslation();
  return {
    slideLabel: (i: number, n: number) => t('in_slide_of', { index: i + 1, count: n }),
    prevLabel: t('in_previous'),
    nextLabel: t('in_next'),
    pauseLabel: t('in_pause'),
    playLabel: t('in_play'),
    goToLabel: (i: number) => t('in_go_to_slide', { index: i + 1 }),
  };
}

/**
 * One slide at a time. With more than one item it loops and autoplays (5000 ms by default); with one item it is
 * still. Autoplay pauses while the pointer or focus is inside, can be paused by a button, and is off when the
 * visitor prefers reduced motion.
 */
export function Carousel<T>({
  items,
  getKey,
  renderSlide,
  label,
  slideLabel,
  prevLabel,
  nextLabel,
  pauseLabel,
  playLabel,
  goToLabel,
  centered = false,
  pagination = false,
  autoplayMs = BANNER_AUTOPLAY_MS,
  className,
}: CarouselProps<T>) {
  const count = items.length;
  const multiple = count > 1;
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const { pos, animate, settle, go, next, prev } = useLoopTrack(count, reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);

  const active = multiple ? (((pos - 1) % count) + count) % count : 0;
  const autoplay = multiple && autoplayMs > 0 && !reducedMotion && !stopped;
  const playing = autoplay && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(next, autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, pos, next, autoplayMs]);

  const track = multiple ? [items[count - 1]!, ...items, items[0]!] : items;
  const style = {
    '--pos': pos,
    '--slide-ms': animate && !reducedMotion ? `${SLIDE_MS}ms` : '0ms',
  } as CSSProperties;

  return (
    <section
      className={[styles.carousel, centered ? styles.centered : '', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={autoplay ? 'true' : 'false'}
      data-loop={multiple ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport}>
        <div className={styles.track} style={style} onTransitionEnd={(e) => e.target === e.currentTarget && settle()} aria-live={playing ? 'off' : 'polite'}>
          {track.map((item, i) => {
            const real = multiple ? (((i - 1) % count) + count) % count : i;
            const clone = multiple && (i === 0 || i === count + 1);
            const current = i === pos;
            return (
              <div
                key={clone ? `clone-${i}` : getKey(item)}
                className={styles.slide}
                role={clone ? undefined : 'group'}
                aria-roledescription={clone ? undefined : 'slide'}
                aria-label={clone ? undefined : slideLabel(real, count)}
                aria-hidden={current ? undefined : true}
                inert={!current}
                data-active={current ? 'true' : 'false'}
              >
                {renderSlide(item, real)}
              </div>
            );
          })}
        </div>
      </div>
      {multiple && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={prev} aria-label={prevLabel}>
            <Icon name="chevronLeft" />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={next} aria-label={nextLabel}>
            <Icon name="chevron" />
          </button>
          <div className={styles.controls}>
            {autoplay || stopped ? (
              <button
                type="button"
                className={styles.pause}
                onClick={() => setStopped((s) => !s)}
                aria-label={stopped ? playLabel : pauseLabel}
              >
                <Icon name={stopped ? 'play' : 'pause'} size={14} />
              </button>
            ) : null}
            {pagination && (
              <div className={styles.dots}>
                {items.map((item, i) => (
                  <button
                    key={getKey(item)}
                    type="button"
                    className={styles.dot}
                    aria-label={goToLabel(i)}
                    aria-current={i === active ? 'true' : undefined}
                    onClick={() => go(() => i + 1)}
                  />
                ))}
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
