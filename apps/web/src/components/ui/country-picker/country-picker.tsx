import { languageTag } from '@app/contract/language-tag';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '@/components/ui/icon';
import { useLanguage } from '@/lib/i18n';
import styles from './country-picker.module.css';

/** The spec: the dialling-code dropdown hides 200 ms after it loses focus. */
export const COUNTRY_DROPDOWN_HIDE_MS = 200;

/** A country's dialling code (the contract's country item). */
export interface CountryCode {
  countryCode: string;
  countryDialingCode: string;
}

/** The visitor's country when the list has it, else the list's first entry (63 while the list loads). */
/** The visitor's own country's code when it is offered, else the brand's home market's, else the first offered. */
export const defaultDialingCode = (codes: readonly CountryCode[] | undefined, country: string | undefined, brandCountry: string) =>
  (codes?.find((c) => c.countryCode === country) ?? codes?.find((c) => c.countryCode === brandCountry) ?? codes?.[0])?.countryDialingCode ?? '';

const regionNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A region code's name in a language (the code itself where the browser has no names). Built when the list first
 * opens, not with the form: the page's first Intl object loads the browser's locale data, a long task on a phone.
 */
function countryNameIn(language: string, code: string) {
  if (!regionNames.has(language)) {
    try {
      regionNames.set(language, new Intl.DisplayNames([languageTag(language), 'en'], { type: 'region' }));
    } catch {
      regionNames.set(language, null);
    }
  }
  return regionNames.get(language)?.of(code) ?? code;
}

/**
 * The country dialling-code picker shown with mobile fields: a button with the code, and a list box of countries
 * (arrow keys, Enter, Escape; it hides 200 ms after focus leaves). The features pass the list (their country-codes call).
 */
export function CountryPicker({
  value,
  onChange,
  label,
  codes,
}: {
  value: string;
  onChange: (code: string) => void;
  label: string;
  codes: readonly CountryCode[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const language = useLanguage();
  const countryName = (code: string) => countryNameIn(language, code);

  useEffect(() => () => clearTimeout(hideTimer.current), []);
  useEffect(() => {
    if (open) list.current?.focus();
  }, [open]);

  const show = () => {
    clearTimeout(hideTimer.current);
    setActive(Math.max(0, codes.findIndex((c) => c.countryDialingCode === value)));
    setOpen(true);
  };
  const choose = (index: number) => {
    const item = codes[index];
    if (item) onChange(item.countryDialingCode);
    setOpen(false);
    button.current?.focus();
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: codes.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.min(codes.length - 1, Math.max(0, moves[event.key]!)));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') {
        // the picker's own Escape: the modal around it stays open
        event.preventDefault();
        event.stopPropagation();
        button.current?.focus();
      }
      setOpen(false);
    }
  };
  useEffect(() => {
    if (open) list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  return (
    <div
      className={styles.picker}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        clearTimeout(hideTimer.current);
        hideTimer.current = setTimeout(() => setOpen(false), COUNTRY_DROPDOWN_HIDE_MS);
      }}
      onFocus={() => clearTimeout(hideTimer.current)}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${label}: +${value}`}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show();
          }
        }}
      >
        +{value}
        <LineIcon d="m6 9 6 6 6-6" size={14} />
      </button>
      {open && (
        <ul
          ref={list}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={label}
          aria-activedescendant={`${listId}-${active}`}
          className={styles.list}
          onKeyDown={onListKey}
        >
          {codes.length === 0 && <li className={styles.empty}>{t('in_loading')}</li>}
          {codes.map((c, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the listbox handles the keys (aria-activedescendant); an option only answers the pointer
            <li
              key={`${c.countryCode}-${c.countryDialingCode}`}
              id={`${listId}-${index}`}
              data-index={index}
              role="option"
              aria-selected={c.countryDialingCode === value}
              data-active={index === active ? 'true' : undefined}
              className={styles.option}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
              onPointerEnter={() => setActive(index)}
            >
              <span className={styles.country}>{countryName(c.countryCode)}</span>
              <span className={styles.code}>+{c.countryDialingCode}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
