import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './segmented.module.css';

export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
}

/** A choice of a few options side by side (a radio group: arrow keys move the choice). */
export function Segmented<V extends string>({
  label,
  options,
  value,
  onChange,
  size = 'md',
  stretch = false,
}: {
  /** accessible name of the group */
  label: string;
  options: readonly SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
  size?: 'sm' | 'md';
  stretch?: boolean;
}) {
  const group = useRef<HTMLDivElement>(null);
  const onKey = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const index = options.findIndex((o) => o.value === value);
    const next = options[(index + step + options.length) % options.length]!;
    onChange(next.value);
    group.current?.querySelector<HTMLElement>(`[data-value="${next.value}"]`)?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving tabindex: focus sits on the checked radio; arrow keys bubble up to the group
    <div ref={group} role="radiogroup" aria-label={label} className={styles.group} data-size={size} data-stretch={stretch ? 'true' : undefined} onKeyDown={onKey}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            data-value={option.value}
            className={styles.option}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
