import DOMPurify from 'dompurify';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useHelpCenter } from '../api/get-help-center';
import styles from './help-center.module.css';
import '@/locales/pages';

/** Article HTML from the server is sanitised again in the browser before it is rendered. */
export const sanitizeHtml = (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });

/** The help centre: categories as tabs, articles as expandable entries. */
export function HelpCenter({ initialCategory }: { initialCategory?: string | null }) {
  const { t } = useTranslation();
  const help = useHelpCenter();
  const [picked, setPicked] = useState<string | null>(initialCategory ?? null);
  const tabsId = useId();
  const categories = help.data?.categories ?? [];
  const current = categories.find((c) => c.category === picked) ?? categories[0];

  if (help.isPending)
    return (
      <div className={styles.layout} aria-busy="true">
        <div className={styles.tabs}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={40} radius={10} />
          ))}
        </div>
        <div className={styles.articles}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={56} radius={12} />
          ))}
        </div>
      </div>
    );
  if (help.isError)
    return (
      <div className={styles.error} role="alert">
        <p>{t('err_network_error')}</p>
        <button type="button" onClick={() => void help.refetch()}>
          {t('in_retry')}
        </button>
      </div>
    );
  if (!current) return <p className={styles.error}>{t('in_no_articles')}</p>;

  return (
    <div className={styles.layout}>
      <div className={styles.tabs} role="tablist" aria-label={t('in_help_categories')} aria-orientation="vertical">
        {categories.map((c) => {
          const selected = c.category === current.category;
          return (
            <button
              key={c.category}
              type="button"
              role="tab"
              id={`${tabsId}-${c.category}`}
              aria-selected={selected}
              aria-controls={`${tabsId}-panel`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => setPicked(c.category)}
              onKeyDown={(e) => {
                if (!['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight'].includes(e.key)) return;
                e.preventDefault();
                const step = e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : -1;
                const i = categories.findIndex((x) => x.category === current.category);
                const next = categories[(i + step + categories.length) % categories.length]!;
                setPicked(next.category);
                document.getElementById(`${tabsId}-${next.category}`)?.focus();
              }}
            >
              {t(c.title)}
              <span className={styles.count}>{c.articles.length}</span>
            </button>
          );
        })}
      </div>
      <div className={styles.articles} role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${current.category}`}>
        {current.articles.map((a, i) => (
          <details key={a.id} className={styles.article} open={i === 0}>
            <summary>{a.title}</summary>
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitizeHtml(a.content) }} />
          </details>
        ))}
      </div>
    </div>
  );
}
