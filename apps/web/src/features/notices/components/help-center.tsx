import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useHelpCenter } from '../api/get-help-center';
import { searchHelp, type HelpArticle } from '../utils/search-help';
import styles from './help-center.module.css';
import '@/locales/pages';


/** The element id of an article (a link names the article by its key: /helpmc#withdrawal-how). */
export const helpArticleId = (key: string) => `help-${key}`;

interface HelpCenterProps {
  /** the category shown first (?topic=) */
  initialCategory?: string | null;
  /** the article opened and scrolled to (#key); its category wins over initialCategory */
  initialArticle?: string | null;
  /** the search takes the focus when it appears (in the modal, whose focus went to its panel while loading) */
  focusSearch?: boolean;
}

/** The help centre: a search over every article, categories as tabs, articles as expandable entries. */
export function HelpCenter({ initialCategory, initialArticle, focusSearch = false }: HelpCenterProps) {
  const { t } = useTranslation();
  const help = useHelpCenter();
  const categories = useMemo(() => help.data?.categories ?? [], [help.data]);
  const linked = initialArticle ? categories.find((c) => c.articles.some((a) => a.key === initialArticle)) : undefined;
  const [picked, setPicked] = useState<string | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string> | null>(null);
  const [query, setQuery] = useState('');
  const tabsId = useId();

  const current = categories.find((c) => c.category === (picked ?? linked?.category ?? initialCategory)) ?? categories[0];
  // until the player opens or closes one: the linked article, else the category's first
  const openKeys = opened ?? new Set(linked ? [initialArticle!] : current?.articles[0] ? [current.articles[0].key] : []);
  const matches = useMemo(() => searchHelp(categories, query), [categories, query]);
  const searching = query.trim() !== '';

  // a linked article is scrolled into view once the articles are there
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || !linked || !initialArticle) return;
    scrolled.current = true;
    document.getElementById(helpArticleId(initialArticle))?.scrollIntoView?.({ block: 'start' });
  }, [linked, initialArticle]);

  const toggle = (key: string, open: boolean) => {
    if (open === openKeys.has(key)) return;
    const next = new Set(openKeys);
    if (open) next.add(key);
    else next.delete(key);
    setOpened(next);
  };
  /** a category picked: its first article opens */
  const pick = (c: (typeof categories)[number]) => {
    setPicked(c.category);
    setOpened(new Set(c.articles[0] ? [c.articles[0].key] : []));
  };
  const articleEntry = (a: HelpArticle, categoryLabel?: string) => (
    <details key={a.key} id={helpArticleId(a.key)} className={styles.article} open={openKeys.has(a.key)} onToggle={(e) => toggle(a.key, e.currentTarget.open)}>
      <summary>
        {categoryLabel && <span className={styles.articleCategory}>{categoryLabel}</span>}
        {a.title}
      </summary>
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitizeHtml(a.content) }} />
    </details>
  );

  if (help.isPending) return <HelpCenterSkeleton />;
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
    <div className={styles.center}>
      <HelpSearchBox query={query} onQuery={setQuery} focusOnMount={focusSearch} />
      <p className="visually-hidden" aria-live="polite">
        {searching ? t('in_help_results', { count: matches.length }) : ''}
      </p>
      {searching ? (
        matches.length > 0 ? (
          <div className={styles.articles}>{matches.map((m) => articleEntry(m.article, t(`help_${m.category}`)))}</div>
        ) : (
          <EmptyState icon="info" title={t('in_help_no_results', { query: query.trim() })} text={t('in_help_no_results_text')}>
            <button type="button" className={styles.clear} onClick={() => setQuery('')}>
              {t('in_help_clear_search')}
            </button>
          </EmptyState>
        )
      ) : (
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
                  onClick={() => pick(c)}
                  onKeyDown={(e) => {
                    if (!['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight'].includes(e.key)) return;
                    e.preventDefault();
                    const step = e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : -1;
                    const i = categories.findIndex((x) => x.category === current.category);
                    const next = categories[(i + step + categories.length) % categories.length]!;
                    pick(next);
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
            {current.articles.map((a) => articleEntry(a))}
          </div>
        </div>
      )}
    </div>
  );
}

function HelpCenterSkeleton() {
  return (
    <div className={styles.center} aria-busy="true">
      <Skeleton height={44} radius={12} />
      <div className={styles.layout}>
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
    </div>
  );
}

/** The search field: filters as the player types; Escape clears it first (a second Escape closes the modal). */
function HelpSearchBox({ query, onQuery, focusOnMount }: { query: string; onQuery: (query: string) => void; focusOnMount: boolean }) {
  const { t } = useTranslation();
  const searchId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  return (
    <div className={styles.search} role="search">
      <label htmlFor={searchId} className="visually-hidden">
        {t('in_help_search')}
      </label>
      <Icon name="help" size={18} />
      <input
        ref={input}
        id={searchId}
        type="search"
        value={query}
        placeholder={t('in_help_search_placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => onQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && query) {
            e.preventDefault();
            onQuery('');
          }
        }}
      />
    </div>
  );
}
