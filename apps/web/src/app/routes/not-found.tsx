import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon';
import styles from './pages.module.css';
import '@/locales/pages';

/** Unknown paths: a 404 inside the layout, with the way home. */
export function Component() {
  const { t } = useTranslation();
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('in_not_found_title')}</h1>
      <p>{t('in_not_found_text')}</p>
      <Link to="/" className={buttonClass('primary', 'lg')}>
        <Icon name="home" size={18} />
        {t('in_back_home')}
      </Link>
    </section>
  );
}
