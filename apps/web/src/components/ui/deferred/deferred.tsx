import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the placeholder comes near the viewport (rootMargin ahead of it), so content below
 * the fold (and its lazily imported code) loads after the page is interactive. The placeholder keeps the space.
 */
export function Deferred({
  children,
  placeholder,
  rootMargin = '400px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  rootMargin?: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = sentinel.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((records) => records.some((r) => r.isIntersecting) && setNear(true), { rootMargin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  if (!near) return <div ref={sentinel}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
