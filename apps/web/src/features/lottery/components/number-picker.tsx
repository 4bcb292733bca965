import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import styles from './bet-slip.module.css';

const COLUMNS = 10;

/** Where an arrow key moves in a grid of `count` cells, `columns` wide (null: not a move key). */
export function gridMove(key: string, index: number, count: number, columns = COLUMNS): number | null {
  switch (key) {
    case 'ArrowRight':
      return Math.min(count - 1, index + 1);
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return index + columns < count ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return index - (index % columns);
    case 'End':
      return Math.min(count - 1, index - (index % columns) + columns - 1);
    default:
      return null;
  }
}

/**
 * A grid of 100 numbers as toggle buttons (aria-pressed). One tab stop: arrow keys, Home and End move inside it,
 * Enter or Space picks or unpicks the focused number.
 */
function NumberGrid({ numbers, selected, onToggle, label }: { numbers: readonly string[]; selected: readonly string[]; onToggle: (n: string) => void; label: string }) {
  const [active, setActive] = useState(0);
  const grid = useRef<HTMLDivElement>(null);
  const focusIndex = Math.min(active, numbers.length - 1);
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = gridMove(event.key, focusIndex, numbers.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    grid.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the number buttons take focus; their arrow keys bubble up to the grid, which moves it
    <div ref={grid} role="group" aria-label={label} className={styles.grid} onKeyDown={onKey}>
      {numbers.map((n, i) => {
        const on = selected.includes(n);
        return (
          <button
            key={n}
            type="button"
            className={styles.cell}
            aria-pressed={on}
            tabIndex={i === focusIndex ? 0 : -1}
            onFocus={() => setActive(i)}
            onClick={() => onToggle(n)}
          >
            {n}
          </button>
        );
      })}
    </div>
  );
}

const twoDigitNumbers = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const hundreds = Array.from({ length: 10 }, (_, h) => Array.from({ length: 100 }, (_, i) => String(h * 100 + i).padStart(3, '0')));

/** The number picker of a play type: a 00-99 grid, or for 3 digits a typed entry plus the grid of one hundred. */
export function NumberPicker({ digits, selected, onToggle }: { digits: 2 | 3; selected: readonly string[]; onToggle: (n: string) => void }) {
  const { t } = useTranslation();
  const [hundred, setHundred] = useState(0);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  if (digits === 2) return <NumberGrid numbers={twoDigitNumbers} selected={selected} onToggle={onToggle} label={t('lottery_numbers_grid', { digits })} />;

  const addTyped = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (!/^\d{3}$/.test(value)) {
      setTypedError(t('lottery_wrong_digits', { digits: 3 }));
      return;
    }
    setTypedError(null);
    if (!selected.includes(value)) onToggle(value);
    setHundred(Number(value[0]));
    setTyped('');
  };
  return (
    <div className={styles.three}>
      <form className={styles.typed} onSubmit={addTyped} noValidate>
        <label htmlFor="lottery-typed-number">{t('lottery_type_number', { digits: 3 })}</label>
        <div className={styles.typedRow}>
          <input
            id="lottery-typed-number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            pattern="[0-9]{3}"
            value={typed}
            aria-invalid={typedError ? true : undefined}
            aria-describedby={typedError ? 'lottery-typed-error' : undefined}
            onChange={(e) => setTyped(e.target.value.replace(/\D/g, '').slice(0, 3))}
          />
          <Button type="submit" variant="outline" size="sm">
            {t('lottery_add_number')}
          </Button>
        </div>
        {typedError && (
          <p id="lottery-typed-error" className={styles.fieldError} role="alert">
            {typedError}
          </p>
        )}
      </form>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving tabindex: focus sits on the checked radio; arrow keys bubble up to the group */}
      <div
        role="radiogroup"
        aria-label={t('lottery_hundreds')}
        className={styles.hundreds}
        onKeyDown={(event) => {
          const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
          if (!step) return;
          event.preventDefault();
          const next = (hundred + step + 10) % 10;
          setHundred(next);
          event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
        }}
      >
        {hundreds.map((_, h) => (
          <button key={h} type="button" role="radio" aria-checked={h === hundred} tabIndex={h === hundred ? 0 : -1} className={styles.hundred} onClick={() => setHundred(h)}>
            {`${h}xx`}
          </button>
        ))}
      </div>
      <NumberGrid numbers={hundreds[hundred]!} selected={selected} onToggle={onToggle} label={t('lottery_numbers_hundred', { from: `${hundred}00`, to: `${hundred}99` })} />
    </div>
  );
}
