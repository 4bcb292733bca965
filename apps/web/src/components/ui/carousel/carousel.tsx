import { BANNER_AUTOPLAY_MS } from '@app/contract/constants';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { REDUCED_MOTION, useMediaQuery } from '@/lib/use-media-query';
import { Icon } from '../icon';
import styles from './carousel.module.css';

const SLIDE_MS = 450;

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
  // positions in the looped track: [clone of last, ...items, clone of first]
  const [pos, setPos] = useState(multiple ? 1 : 0);
  const [animate, setAnimate] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const active = multiple ? (((pos - 1) % count) + count) % count : 0;
  const autoplay = multiple && autoplayMs > 0 && !reducedMotion && !stopped;
  const playing = autoplay && !hovered && !focused;

  const posRef = useRef(pos);
  posRef.current = pos;

  /** after sliding onto a clone, jump (without animation) to the real slide it copies */
  const settle = useCallback(() => {
    clearTimeout(settleTimer.current);
    const p = posRef.current;
    if (p > 0 && p < count + 1) return;
    setAnimate(false);
    setPos(p <= 0 ? count : 1);
  }, [count]);

  const go = useCallback(
    (target: (p: number) => number) => {
      if (!multiple) return;
      const p = posRef.current;
      // never run past a clone: start from the real slide if a previous move has not settled
      const from = p <= 0 ? count : p >= count + 1 ? 1 : p;
      const to = target(from);
      posRef.current = to;
      setAnimate(!reducedMotion);
      setPos(to);
      clearTimeout(settleTimer.current);
      settleTimer.current = setTimeout(settle, reducedMotion ? 0 : SLIDE_MS + 50);
    },
    [multiple, reducedMotion, count, settle],
  );
  const next = useCallback(() => go((p) => p + 1), [go]);
  const prev = useCallback(() => go((p) => p - 1), [go]);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  // re-enable the animation on the frame after a silent jump
  useEffect(() => {
    if (animate) return;
    const frame = requestAnimationFrame(() => setAnimate(true));
    return () => cancelAnimationFrame(frame);
  }, [animate]);

  // keep the position valid when the items change
  useEffect(() => {
    setPos(multiple ? 1 : 0);
  }, [count, multiple]);

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
