import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useGameMenus } from '../api/get-game-menus';
import { allVendorsHref, menuCategories } from '../utils/menu-categories';
import styles from './category-grid.module.css';

/** Home: one tile per game category that has vendors, leading to its lobby. */
export function CategoryGrid() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const categories = menus.data ? menuCategories(menus.data) : [];
  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <div className={styles.head}>
        <h2 id="home-categories">{t('in_game_categories')}</h2>
      </div>
      {menus.isError ? (
        <div className={styles.error}>
          <p>{t('err_network_error')}</p>
          <button type="button" onClick={() => void menus.refetch()}>
            {t('in_retry')}
          </button>
        </div>
      ) : (
        <ul className={styles.grid}>
          {menus.isPending
            ? Array.from({ length: 8 }, (_, i) => (
                <li key={i}>
                  <Skeleton height={132} radius={16} />
                </li>
              ))
            : categories.map((c) => (
                <li key={c.gameType}>
                  <Link to={allVendorsHref(c)} className={styles.tile} data-type={c.gameType}>
                    <span className={styles.icon} aria-hidden="true">
                      <Icon name={c.icon} size={26} />
                    </span>
                    <span className={styles.title}>{t(c.titleKey)}</span>
                    <span className={styles.count}>{t('in_vendor_count', { count: c.vendors.length })}</span>
                    <span className={styles.vendors}>
                      {c.vendors.slice(0, 3).map((v) => (
                        <span key={v.vassalage} className={v.isHot ? styles.hotVendor : undefined}>
                          {v.isHot && <Icon name="flame" size={11} />}
                          <span translate="no">{v.name}</span>
                        </span>
                      ))}
                    </span>
                  </Link>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
