import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../button/button';
import { Icon, type IconName } from '../icon';
import styles from './coming-soon.module.css';
import '@/locales/pages';

/** A screen whose issue has not landed yet: says so clearly, inside the layout, with a way back. */
export function ComingSoon({
  title,
  description,
  icon = 'star',
  children,
  showHomeLink = true,
  plain = false,
  headingLevel = 1,
}: {
  title: string;
  description?: string;
  icon?: IconName;
  children?: ReactNode;
  showHomeLink?: boolean;
  /** without the card around it (inside a modal) */
  plain?: boolean;
  /** 2 when the screen has its own h1 above the placeholder */
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={plain ? `${styles.card} ${styles.plain}` : styles.card} aria-labelledby={titleId}>
      <div className={styles.art} aria-hidden="true">
        <span className={styles.ring} />
        <span className={styles.ring2} />
        <span className={styles.icon}>
          <Icon name={icon} size={36} />
        </span>
      </div>
      <span className={styles.badge}>{t('coming_soon')}</span>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.text}>{description ?? t('coming_soon_text')}</p>
      {children}
      {showHomeLink && (
        <Link to="/" className={buttonClass('outline', 'md')}>
          <Icon name="home" size={16} />
          {t('in_back_home')}
        </Link>
      )}
    </section>
  );
}
