import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/**
 * Tabs (the WAI-ARIA pattern): a tablist whose selected tab is the one in the tab order, arrow keys, Home and End move
 * between tabs and select them, and one tabpanel labelled by its tab. The caller keeps the selection (in the URL).
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: { label: string; tabs: readonly TabItem<K>[]; selected: K; onSelect: (key: K) => void; children: ReactNode }) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = e.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : null;
    if (next === null) return;
    e.preventDefault();
    const key = tabs[next]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(e) => move(e, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
