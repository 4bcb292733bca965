import { formatMoney, type MoneyFormat } from '@app/contract/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountInputMode, amountInputText, parseAmountInput } from '@/lib/amount-input';
import styles from './play.module.css';

export interface StakeLimits {
  minMinor: number;
  maxMinor: number;
  /** stakes are multiples of this (the slot splits its stake over 10 lines) */
  stepMinor: number;
}

/**
 * A stake typed as a decimal of a currency with `digits` decimals ("1.50", "10.000" đồng) in minor units, or the
 * reason it is not one.
 */
export function parseStake(text: string, limits: StakeLimits, digits: number): { minor: number } | { problem: 'invalid' | 'min' | 'max' | 'step' } {
  const parsed = parseAmountInput(text, digits);
  if ('problem' in parsed) return { problem: parsed.problem === 'too_large' ? 'max' : parsed.problem === 'not_positive' ? 'min' : 'invalid' };
  const { minor } = parsed;
  if (minor < limits.minMinor) return { problem: 'min' };
  if (minor > limits.maxMinor) return { problem: 'max' };
  if (minor % limits.stepMinor !== 0) return { problem: 'step' };
  return { minor };
}

const clampStep = (minor: number, limits: StakeLimits) => {
  const stepped = Math.round(minor / limits.stepMinor) * limits.stepMinor;
  return Math.min(limits.maxMinor, Math.max(limits.minMinor, stepped));
};
/** What a blur puts in place of a stake out of the limits or off the step: the amount typed (`set` clamps it). */
function nearestStake(text: string, limits: StakeLimits, digits: number) {
  const typed = parseAmountInput(text, digits);
  if ('minor' in typed) return typed.minor;
  return typed.problem === 'too_large' ? limits.maxMinor : limits.minMinor;
}

/** The quick stakes: round multiples of the game's minimum (₱1, ₱5, ₱10 from ₱0.10), inside its limits. */
const quickStakes = (limits: StakeLimits) => [10, 50, 100].map((times) => limits.minMinor * times).filter((v) => v < limits.maxMinor);

/**
 * The stake: typed, halved, doubled, min and max, kept inside the game's limits; an invalid entry says why (and the
 * Play button stays off until it is fixed).
 */
export function StakeInput({
  valueMinor,
  onChange,
  limits,
  money,
  disabled,
}: {
  /** the last valid stake, or null while the text is not one */
  valueMinor: number | null;
  onChange: (minor: number | null) => void;
  limits: StakeLimits;
  /** how amounts are written: the brand's decimals and grouping */
  money: MoneyFormat;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const toText = (minor: number) => amountInputText(minor, money.digits);
  const [text, setText] = useState(() => (valueMinor === null ? '' : toText(valueMinor)));
  const parsed = parseStake(text, limits, money.digits);
  const problem = 'problem' in parsed ? parsed.problem : null;
  const set = (minor: number) => {
    const next = clampStep(minor, limits);
    setText(toText(next));
    onChange(next);
  };
  const base = valueMinor ?? limits.minMinor;
  const message =
    problem === 'min'
      ? t('lobby_stake_min', { amount: formatMoney(limits.minMinor, money) })
      : problem === 'max'
        ? t('lobby_stake_max', { amount: formatMoney(limits.maxMinor, money) })
        : problem === 'step'
          ? t('lobby_stake_step', { amount: formatMoney(limits.stepMinor, money) })
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
          {money.symbol}
        </span>
        <input
          id={id}
          className={styles.stakeInput}
          inputMode={amountInputMode(money.digits)}
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            const next = parseStake(e.target.value, limits, money.digits);
            onChange('minor' in next ? next.minor : null);
          }}
          onBlur={() => {
            if (problem && problem !== 'invalid') set(nearestStake(text, limits, money.digits));
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
        {quickStakes(limits).map((v) => (
          <button key={v} type="button" onClick={() => set(v)} disabled={disabled}>
            {formatMoney(v, money)}
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
