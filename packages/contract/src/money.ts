/** Money is integer minor units (cents) everywhere except on screen. */

/**
 * A whole number with comma thousands: 1234567 -> "1,234,567". Written out rather than through Intl: the first
 * Intl.NumberFormat of a page loads the locale's data, tens of milliseconds of a phone's main thread.
 */
export const groupDigits = (whole: number): string =>
  Math.trunc(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function formatMoney(minorUnits: number, symbol = '$'): string {
  const negative = minorUnits < 0;
  const abs = Math.abs(Math.trunc(minorUnits));
  const whole = groupDigits(Math.floor(abs / 100));
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${symbol}${whole}.${cents}`;
}

/** The largest amount we accept: 9,999,999,999,999.99 (minor units stay far below 2^53). */
export const MAX_AMOUNT_MINOR = 999_999_999_999_999;

export type AmountProblem = 'not_a_number' | 'not_positive' | 'too_many_decimals' | 'too_large';

/**
 * Parses a request amount into minor units without floating-point arithmetic.
 * Returns the problem instead of a number when the amount is unusable.
 */
export function parseAmountMinor(input: unknown): { minor: number } | { problem: AmountProblem } {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { problem: 'not_a_number' };
    text = String(input); // shortest round-trip form: 12.5 -> "12.5", 0.1 + 0.2 -> "0.30000000000000004"
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return { problem: 'not_a_number' };
  }
  if (/^-/.test(text)) return /^-\d+(\.\d+)?$/.test(text) ? { problem: 'not_positive' } : { problem: 'not_a_number' };
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { problem: 'not_a_number' };
  const [, whole, fraction = ''] = match;
  if (fraction.length > 2) return { problem: 'too_many_decimals' };
  if (whole!.replace(/^0+/, '').length > 13) return { problem: 'too_large' };
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (minor <= 0) return { problem: 'not_positive' };
  if (minor > MAX_AMOUNT_MINOR) return { problem: 'too_large' };
  return { minor };
}

/** Minor units as a decimal number with at most 2 places (display and the spec's number fields). */
export const minorToMajor = (minor: number) => Math.round(minor) / 100;
