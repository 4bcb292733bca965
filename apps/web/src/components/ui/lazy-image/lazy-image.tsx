import {
  LAZY_IMAGE_ATTEMPTS,
  LAZY_IMAGE_CACHE_SIZE,
  LAZY_IMAGE_PRELOAD_FACTOR,
  LAZY_IMAGE_THRESHOLD,
  LAZY_IMAGE_THROTTLE_MS,
} from '@app/contract/constants';
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { withCdn } from '@/lib/cdn';
import { createLoadedImages, createLoadThrottle } from './loaded-images';
import { Skeleton } from '../skeleton/skeleton';
import styles from './lazy-image.module.css';

/** Shown when an image failed every attempt: a quiet picture glyph, inline so it cannot fail itself. */
export const FALLBACK_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="#8a8f98" fill-opacity=".16"/><path d="M38 56l14-16 10 11 8-8 14 13z" fill="#8a8f98" fill-opacity=".55"/><circle cx="76" cy="30" r="6" fill="#8a8f98" fill-opacity=".55"/></svg>',
  );

export { LAZY_IMAGE_THRESHOLD };
/** The preload area around the screen: 1.3 viewport heights means 30% more below (and above) it. */
export const LAZY_IMAGE_ROOT_MARGIN = `${Math.round((LAZY_IMAGE_PRELOAD_FACTOR - 1) * 100)}% 0px`;

/** Shared by every lazy image of the page. */
const loadedImages = createLoadedImages(LAZY_IMAGE_CACHE_SIZE);
const loadThrottle = createLoadThrottle(LAZY_IMAGE_THROTTLE_MS);
let watchingScroll = false;
function watchScroll() {
  if (watchingScroll) return;
  watchingScroll = true;
  // capture: the lobby strips and the game grid scroll inside their own boxes too
  window.addEventListener('scroll', () => loadThrottle.noteScroll(), { capture: true, passive: true });
}

type Status = 'waiting' | 'loading' | 'loaded' | 'error';

/** A source starts loaded when it loaded recently (from the address that worked), else waiting or loading. */
function firstState(src: string, start: boolean) {
  const loaded = loadedImages.get(src);
  if (loaded !== undefined) return { src, attempt: 1, status: 'loaded' as Status, url: loaded };
  return { src, attempt: 1, status: (start ? 'loading' : 'waiting') as Status, url: withCdn(src) };
}

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onLoad' | 'onError'> {
  src: string;
  alt: string;
  /** load at once instead of when scrolled into view */
  eager?: boolean;
  fallbackSrc?: string;
  wrapperClassName?: string;
}

/**
 * An image that loads when it comes within 1.3 viewport heights (IntersectionObserver, threshold 0.1; while the page
 * scrolls, loads start at most every 200 ms and skip images already gone), shows a skeleton while loading, tries up
 * to 3 times (each time through a CDN host when the brand has some) and then shows a fallback. One of the last 200
 * images that loaded shows at once, without a skeleton, when it is mounted again.
 */
export function LazyImage({ src, alt, eager = false, fallbackSrc = FALLBACK_IMAGE, wrapperClassName, className, ...img }: LazyImageProps) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const [inView, setInView] = useState(() => eager || loadedImages.get(src) !== undefined);
  const [state, setState] = useState(() => firstState(src, eager));
  // a new source starts over
  if (state.src !== src) {
    const next = firstState(src, inView);
    setState(next);
    if (next.status === 'loaded' && !inView) setInView(true);
  }
  const { attempt, status } = state;

  useEffect(() => {
    if (inView) return;
    const el = wrapper.current;
    const show = () => {
      setInView(true);
      setState((s) => (s.status === 'waiting' ? { ...s, status: 'loading' } : s));
    };
    if (!el || typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    watchScroll();
    let cancel: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (records) => {
        const inside = records.at(-1)!.isIntersecting;
        if (inside) cancel ??= loadThrottle.request(show);
        else {
          // scrolled past before its turn: it never starts (until it comes back)
          cancel?.();
          cancel = undefined;
        }
      },
      { threshold: LAZY_IMAGE_THRESHOLD, rootMargin: LAZY_IMAGE_ROOT_MARGIN },
    );
    observer.observe(el);
    return () => {
      cancel?.();
      observer.disconnect();
    };
  }, [inView]);

  const url = status === 'error' ? fallbackSrc : state.url;

  const onError = () =>
    setState((s) => {
      if (s.status === 'error') return s;
      // each new attempt may go through another CDN host
      if (s.attempt < LAZY_IMAGE_ATTEMPTS) return { ...s, attempt: s.attempt + 1, url: withCdn(s.src) };
      return { ...s, status: 'error' };
    });
  const onLoad = () => {
    if (state.status !== 'error') loadedImages.add(state.src, state.url);
    setState((s) => (s.status === 'error' ? s : { ...s, status: 'loaded' }));
  };

  return (
    <span ref={wrapper} className={[styles.wrapper, wrapperClassName].filter(Boolean).join(' ')} data-status={status}>
      {status !== 'loaded' && status !== 'error' && <Skeleton className={styles.skeleton} radius={0} />}
      {inView && (
        <img
          key={`${attempt}-${status === 'error' ? 'fallback' : 'src'}`}
          {...img}
          className={[styles.image, className].filter(Boolean).join(' ')}
          src={url}
          alt={alt}
          data-attempt={attempt}
          onLoad={onLoad}
          onError={onError}
        />
      )}
    </span>
  );
}
