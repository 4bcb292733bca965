import { useTranslation } from 'react-i18next';
import { Icon } from '../icon';
import { MARGIN_PAGES, PAGE_RANGE, pageItems } from './page-items';
import styles from './pagination.module.css';

/**
 * Server pagination: previous, the page buttons (page range 3, margin pages 1 by default, as the spec says), next.
 * Nothing when everything fits on one page.
 */
export function Pagination({
  page,
  totalPages,
  onChange,
  disabled = false,
  label,
  range = PAGE_RANGE,
  margin = MARGIN_PAGES,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
  /** accessible name of the navigation */
  label?: string;
  range?: number;
  margin?: number;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const go = (next: number) => {
    if (!disabled && next >= 1 && next <= totalPages && next !== page) onChange(next);
  };
  return (
    <nav className={styles.pagination} aria-label={label ?? t('ui_pagination')}>
      <button type="button" className={styles.step} onClick={() => go(page - 1)} disabled={disabled || page <= 1} aria-label={t('ui_previous_page')}>
        <Icon name="chevronLeft" size={16} />
      </button>
      <ul className={styles.pages}>
        {pageItems(page, totalPages, range, margin).map((item, index) =>
          item === 'break' ? (
            <li key={`break-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('ui_page_n', { page: item })}
                disabled={disabled && item !== page}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className={styles.step} onClick={() => go(page + 1)} disabled={disabled || page >= totalPages} aria-label={t('ui_next_page')}>
        <Icon name="chevron" size={16} />
      </button>
    </nav>
  );
}
