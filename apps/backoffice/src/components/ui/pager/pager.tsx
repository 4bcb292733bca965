import { t } from '@/lib/texts';
import { Button } from '../button/button';
import styles from './pager.module.css';

/** Pages of a list: first, previous, next; where one is and how many there are in all. */
export function Pager({ page, pageSize, total, onPage, label }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; label?: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label={label ?? t('pagination')}>
      <span className={styles.where} aria-live="polite">
        {t('page_of', { page: Math.min(page, pages), pages })} · {t('rows_total', { total })}
      </span>
      <Button size="sm" onClick={() => onPage(1)} disabled={page <= 1}>
        {t('first_page')}
      </Button>
      <Button size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('previous_page')}
      </Button>
      <Button size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('next_page')}
      </Button>
    </nav>
  );
}
