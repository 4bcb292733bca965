import { BANNER_AUTOPLAY_MS } from '@app/contract/constants';
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type Key, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REDUCED_MOTION, useMediaQuery } from '@/lib/use-media-query';
import { Icon } from '../icon';
import styles from './carousel.module.css';
import { useFlick } from './use-flick';

/**
 * Touch and mouse swipe that follows the finger (embla): its code loads when a hand first comes to the carousel
 * (pointer, touch or focus), not while the page is still loading; until then a flick changes the slide.
 */
const SwipeBinding = lazy(() => import('./swipe-binding'));

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
 * One slide at a time. With more than one item it loops, autoplays (5000 ms by default) and follows a swipe or drag;
 * with one item it is still. Autoplay pauses while the pointer or focus is inside, can be paused by a button, and is
 * off when the visitor prefers reduced motion (slides then change without sliding). Arrow keys, the arrow buttons and
 * the dots work from the keyboard; slides out of view are inert.
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
  const viewport = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [swipeReady, setSwipeReady] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const current = multiple ? ((active % count) + count) % count : 0;
  const autoplay = multiple && autoplayMs > 0 && !reducedMotion && !stopped;
  const playing = autoplay && !hovered && !focused;
  const next = () => setActive((a) => (a + 1) % count);
  const prev = () => setActive((a) => (a - 1 + count) % count);

  // embla is bound once a hand comes to the carousel; before that, a flick changes the slide
  const [handsOn, setHandsOn] = useState(false);
  const flick = useFlick({ onHand: () => multiple && setHandsOn(true), onFlick: (dx) => (dx < 0 ? next() : prev()), enabled: multiple, bound: swipeReady });

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setActive((a) => (a + 1) % count), autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, current, count, autoplayMs]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!multiple || e.defaultPrevented) return;
    if (e.key === 'ArrowRight') next();
    else if (e.key === 'ArrowLeft') prev();
    else return;
    e.preventDefault();
  };

  return (
    // the handlers listen to what bubbles from the slides' own links and buttons (arrow keys, focus, hover pause);
    // the section itself is not a control
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={[styles.carousel, centered ? styles.centered : '', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={autoplay ? 'true' : 'false'}
      data-loop={multiple ? 'true' : 'false'}
      onMouseEnter={() => {
        setHovered(true);
        flick.onHand();
      }}
      onMouseLeave={() => setHovered(false)}
      onPointerDown={flick.onPointerDown}
      onPointerUp={flick.onPointerUp}
      onClickCapture={flick.onClickCapture}
      onFocus={() => {
        setFocused(true);
        flick.onHand();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} ref={viewport}>
        <div
          className={styles.track}
          data-swipe={swipeReady ? 'on' : 'off'}
          style={{ '--pos': current } as CSSProperties}
          aria-live={playing ? 'off' : 'polite'}
        >
          {items.map((item, i) => (
            <div
              key={getKey(item)}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i, count)}
              aria-hidden={i === current ? undefined : true}
              inert={i !== current}
              data-active={i === current ? 'true' : 'false'}
            >
              <div className={styles.slideBody}>{renderSlide(item, i)}</div>
            </div>
          ))}
        </div>
      </div>
      {multiple && handsOn && (
        <Suspense fallback={null}>
          <SwipeBinding viewport={viewport} active={current} align={centered ? 'center' : 'start'} jump={reducedMotion} onSelect={setActive} onReady={setSwipeReady} />
        </Suspense>
      )}
      {multiple && (
        <CarouselControls
          items={items}
          getKey={getKey}
          current={current}
          onGo={setActive}
          onPrev={prev}
          onNext={next}
          showPause={autoplay || stopped}
          stopped={stopped}
          onToggleStop={() => setStopped((s) => !s)}
          pagination={pagination}
          labels={{ prevLabel, nextLabel, pauseLabel, playLabel, goToLabel }}
        />
      )}
    </section>
  );
}

/** The arrows, the pause button and the dots of a carousel with more than one slide. */
function CarouselControls<T>({
  items,
  getKey,
  current,
  onGo,
  onPrev,
  onNext,
  showPause,
  stopped,
  onToggleStop,
  pagination,
  labels,
}: {
  items: readonly T[];
  getKey: (item: T) => Key;
  current: number;
  onGo: (index: number) => void;
  onPrev: () => void;
  onNext: () => void;
  showPause: boolean;
  stopped: boolean;
  onToggleStop: () => void;
  pagination: boolean;
  labels: Pick<CarouselProps<T>, 'prevLabel' | 'nextLabel' | 'pauseLabel' | 'playLabel' | 'goToLabel'>;
}) {
  return (
    <>
      <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={onPrev} aria-label={labels.prevLabel}>
        <Icon name="chevronLeft" />
      </button>
      <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={onNext} aria-label={labels.nextLabel}>
        <Icon name="chevron" />
      </button>
      <div className={styles.controls}>
        {showPause && (
          <button type="button" className={styles.pause} onClick={onToggleStop} aria-label={stopped ? labels.playLabel : labels.pauseLabel}>
            <Icon name={stopped ? 'play' : 'pause'} size={14} />
          </button>
        )}
        {pagination && (
          <div className={styles.dots}>
            {items.map((item, i) => (
              <button
                key={getKey(item)}
                type="button"
                className={styles.dot}
                aria-label={labels.goToLabel(i)}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => onGo(i)}
              />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
