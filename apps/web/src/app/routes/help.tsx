import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon';
import { ThemeSwitch } from '@/components/ui/theme-switch/theme-switch';
import { useBrand } from '@/config/brand';
import { HelpCenter } from '@/features/notices/components/help-center';
import { Banner } from '@/features/shell/components/banner';
import styles from './pages.module.css';
import '@/locales/pages';

/** /helpmc and /help: the help centre on its own, without the main layout (the help modal is the same inside it). */
export function Component() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params] = useSearchParams();
  // /helpmc?topic=withdrawal#withdrawal-how: the category, and one article opened
  const { hash } = useLocation();
  const article = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  return (
    <div className={styles.helpPage}>
      <header className={styles.helpHeader}>
        <Link to="/" className={styles.helpBrand} aria-label={t('in_home_of', { name: brand.name })}>
          <img src={brand.logo} alt="" width={32} height={32} />
          <span>{brand.name}</span>
        </Link>
        <div className={styles.helpActions}>
          <ThemeSwitch />
          <Link to="/" className={buttonClass('outline', 'sm')}>
            <Icon name="home" size={16} />
            {t('in_back_home')}
          </Link>
        </div>
      </header>
      <Banner group="help" />
      <main className={styles.helpMain}>
        <div className={styles.pageHead}>
          <h1>{t('in_help_center')}</h1>
          <p>{t('in_help_intro')}</p>
        </div>
        <HelpCenter initialCategory={params.get('topic')} initialArticle={article} />
      </main>
    </div>
  );
}
