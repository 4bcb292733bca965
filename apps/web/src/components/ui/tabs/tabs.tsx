import { useId, useRef, type KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

/**
 * A segmented tab list (WAI-ARIA tabs): arrow keys, Home and End move between tabs and select them.
 * Pair it with `tabPanelProps` on the panel.
 */
export function Tabs<T extends string>({
  items,
  value,
  onChange,
  label,
  idBase,
  scroll = false,
}: {
  items: TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  idBase: string;
  /** one row that scrolls sideways (many tabs) instead of equal columns */
  scroll?: boolean;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((i) => i.value === value);
    const next =
      event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[(next + items.length) % items.length]!;
    onChange(item.value);
    refs.current.get(item.value)?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving tabindex: focus sits on the selected tab; arrow keys bubble up to the list
    <div role="tablist" aria-label={label} className={styles.tabs} data-scroll={scroll ? 'true' : undefined} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(el) => {
              if (el) refs.current.set(item.value, el);
              else refs.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${item.value}`}
            aria-selected={selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.value)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export const tabPanelProps = (idBase: string, value: string) => ({
  role: 'tabpanel' as const,
  id: `${idBase}-panel`,
  'aria-labelledby': `${idBase}-tab-${value}`,
});

export const useTabsId = () => useId().replace(/:/g, '');
