import { useId, type ReactNode } from 'react';
import styles from './panel.module.css';

/** A titled section of a page (a landmark named by its heading), with actions beside the title. */
export function Panel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <header className={styles.head}>
        <h2 id={id}>{title}</h2>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** A page's title with its actions. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.pageHead}>
      <h1>{title}</h1>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
