import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/**
 * A shimmering placeholder block: what the screen will show, before it has it. A text line is 14 px high unless told;
 * with a class the class sizes it (art skeletons take their image's aspect ratio, so nothing moves when it loads).
 */
export function Skeleton({
  width,
  height,
  radius,
  className,
  style,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height: height ?? (className ? undefined : 14), borderRadius: radius, ...style }}
      aria-hidden="true"
    />
  );
}
