import { LAZY_IMAGE_ATTEMPTS } from '@app/contract/constants';
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { withCdn } from '@/lib/cdn';
import styles from './lazy-image.module.css';

/** Shown when an image failed every attempt: a quiet picture glyph, inline so it cannot fail itself. */
export const FALLBACK_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="#8a8f98" fill-opacity=".16"/><path d="M38 56l14-16 10 11 8-8 14 13z" fill="#8a8f98" fill-opacity=".55"/><circle cx="76" cy="30" r="6" fill="#8a8f98" fill-opacity=".55"/></svg>',
  );

export const LAZY_IMAGE_THRESHOLD = 0.1;

type Status = 'waiting' | 'loading' | 'loaded' | 'error';

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onLoad' | 'onError'> {
  src: string;
  alt: string;
  /** load at once instead of when scrolled into view */
  eager?: boolean;
  fallbackSrc?: string;
  wrapperClassName?: string;
}

/**
 * An image that loads when it scrolls into view (IntersectionObserver, threshold 0.1), shows a skeleton while
 * loading, tries up to 3 times (each time through a CDN host when the brand has some) and then shows a fallback.
 */
export function LazyImage({ src, alt, eager = false, fallbackSrc = FALLBACK_IMAGE, wrapperClassName, className, ...img }: LazyImageProps) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const [inView, setInView] = useState(eager);
  const [state, setState] = useState(() => ({ src, attempt: 1, status: (eager ? 'loading' : 'waiting') as Status, url: withCdn(src) }));
  // a new source starts over
  if (state.src !== src) setState({ src, attempt: 1, status: inView ? 'loading' : 'waiting', url: withCdn(src) });
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
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((r) => r.isIntersecting)) {
          observer.disconnect();
          show();
        }
      },
      { threshold: LAZY_IMAGE_THRESHOLD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [inView]);

  const url = status === 'error' ? fallbackSrc : state.url;

  const onError = () =>
    setState((s) => {
      if (s.status === 'error') return s;
      // each new attempt may go through another CDN host
      if (s.attempt < LAZY_IMAGE_ATTEMPTS) return { ...s, attempt: s.attempt + 1, url: withCdn(s.src) };
      return { ...s, status: 'error' };
    });
  const onLoad = () => setState((s) => (s.status === 'error' ? s : { ...s, status: 'loaded' }));

  return (
    <span ref={wrapper} className={[styles.wrapper, wrapperClassName].filter(Boolean).join(' ')} data-status={status}>
      {status !== 'loaded' && status !== 'error' && <span className={styles.skeleton} aria-hidden="true" />}
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
