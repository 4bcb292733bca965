import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../utils/categories';
import styles from './promotions.module.css';

export const ALL_TAB = 'all';
export const tabId = (category: string) => `promo-tab-${category}`;
export const PANEL_ID = 'promo-tab-panel';

/**
 * The promotions' tabs: "All", then the brand's categories in its order. A tab list: arrow keys, Home and End move
 * between the tabs (and choose), Tab leaves to the cards.
 */
export function CategoryTabs({ categories, value, onChange }: { categories: readonly string[]; value: string; onChange: (category: string) => void }) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const tabs = [ALL_TAB, ...categories];
  const onKey = (event: KeyboardEvent) => {
    const index = tabs.indexOf(value);
    const next = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const category = tabs[(next + tabs.length) % tabs.length]!;
    onChange(category);
    list.current?.querySelector<HTMLElement>(`#${tabId(category)}`)?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving tabindex: focus sits on the selected tab; arrow keys bubble up to the list
    <div ref={list} role="tablist" aria-label={t('promo_categories')} className={styles.tabs} onKeyDown={onKey}>
      {tabs.map((category) => {
        const selected = category === value;
        return (
          <button
            key={category}
            id={tabId(category)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(category)}
          >
            {category === ALL_TAB ? t('promo_cat_all') : categoryLabel(t, category)}
          </button>
        );
      })}
    </div>
  );
}
