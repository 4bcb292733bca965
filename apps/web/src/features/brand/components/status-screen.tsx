import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';
import styles from './status-screen.module.css';

/** A full-page screen that replaces the site: maintenance, region restriction, no connection. */
export function StatusScreen({
  icon,
  title,
  brand,
  children,
  actions,
  tone = 'primary',
}: {
  icon: IconName;
  title: string;
  brand?: { name: string; logo: string };
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'primary' | 'accent';
}) {
  return (
    <div className={styles.page}>
      <main className={styles.card} aria-labelledby="status-title">
        {brand && (
          <div className={styles.brand}>
            <img src={brand.logo} alt="" width={32} height={32} />
            <span>{brand.name}</span>
          </div>
        )}
        <span className={styles.art} data-tone={tone} aria-hidden="true">
          <Icon name={icon} size={40} />
        </span>
        <h1 id="status-title" className={styles.title}>
          {title}
        </h1>
        <div className={styles.text}>{children}</div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </main>
    </div>
  );
}
