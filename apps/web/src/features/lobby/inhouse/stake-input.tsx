import { formatMoney } from '@app/contract/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './play.module.css';

export interface StakeLimits {
  minMinor: number;
  maxMinor: number;
  /** stakes are multiples of this (the slot splits its stake over 10 lines) */
  stepMinor: number;
}

/** A stake typed as a decimal ("1.50") in minor units, or the reason it is not one. */
export function parseStake(text: string, limits: StakeLimits): { minor: number } | { problem: 'invalid' | 'min' | 'max' | 'step' } {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(trimmed)) return { problem: 'invalid' };
  const minor = Math.round(Number(trimmed) * 100);
  if (minor < limits.minMinor) return { problem: 'min' };
  if (minor > limits.maxMinor) return { problem: 'max' };
  if (minor % limits.stepMinor !== 0) return { problem: 'step' };
  return { minor };
}

const clampStep = (minor: number, limits: StakeLimits) => {
  const stepped = Math.round(minor / limits.stepMinor) * limits.stepMinor;
  return Math.min(limits.maxMinor, Math.max(limits.minMinor, stepped));
};
const toText = (minor: number) => (minor / 100).toFixed(2);

/**
 * The stake: typed, halved, doubled, min and max, kept inside the game's limits; an invalid entry says why (and the
 * Play button stays off until it is fixed).
 */
export function StakeInput({
  valueMinor,
  onChange,
  limits,
  currency,
  disabled,
}: {
  /** the last valid stake, or null while the text is not one */
  valueMinor: number | null;
  onChange: (minor: number | null) => void;
  limits: StakeLimits;
  currency: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(() => (valueMinor === null ? '' : toText(valueMinor)));
  const parsed = parseStake(text, limits);
  const problem = 'problem' in parsed ? parsed.problem : null;
  const set = (minor: number) => {
    const next = clampStep(minor, limits);
    setText(toText(next));
    onChange(next);
  };
  const base = valueMinor ?? limits.minMinor;
  const message =
    problem === 'min'
      ? t('lobby_stake_min', { amount: formatMoney(limits.minMinor, currency) })
      : problem === 'max'
        ? t('lobby_stake_max', { amount: formatMoney(limits.maxMinor, currency) })
        : problem === 'step'
          ? t('lobby_stake_step', { amount: formatMoney(limits.stepMinor, currency) })
          : problem === 'invalid'
            ? t('err_invalid_amount')
            : null;
  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.label}>
        {t('lobby_stake')}
      </label>
      <div className={styles.stakeRow} data-invalid={problem ? 'true' : undefined}>
        <span className={styles.stakeCurrency} aria-hidden="true">
          {currency}
        </span>
        <input
          id={id}
          className={styles.stakeInput}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            const next = parseStake(e.target.value, limits);
            onChange('minor' in next ? next.minor : null);
          }}
          onBlur={() => {
            if (problem && problem !== 'invalid') set(Math.round(Number(text.replace(/,/g, '')) * 100) || limits.minMinor);
          }}
          data-testid="stake-input"
        />
        <div className={styles.stakeSteps}>
          <button type="button" onClick={() => set(base / 2)} disabled={disabled} aria-label={t('lobby_stake_half')}>
            ½
          </button>
          <button type="button" onClick={() => set(base * 2)} disabled={disabled} aria-label={t('lobby_stake_double')}>
            2×
          </button>
        </div>
      </div>
      <div className={styles.stakeQuick}>
        <button type="button" onClick={() => set(limits.minMinor)} disabled={disabled}>
          {t('lobby_stake_min_button')}
        </button>
        {[100, 500, 1000].filter((v) => v > limits.minMinor && v < limits.maxMinor).map((v) => (
          <button key={v} type="button" onClick={() => set(v)} disabled={disabled}>
            {formatMoney(v, currency)}
          </button>
        ))}
        <button type="button" onClick={() => set(limits.maxMinor)} disabled={disabled}>
          {t('lobby_stake_max_button')}
        </button>
      </div>
      {message && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
