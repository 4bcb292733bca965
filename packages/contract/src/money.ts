import { languageTag } from './language-tag';

/**
 * Money is integer minor units of the brand's currency everywhere except on screen and in the spec's decimal fields:
 * hundredths of a peso or a dollar, whole đồng (a currency's minor unit is the one in use: `currencyDigits`).
 */

/**
 * The currencies a brand may count in (ISO 4217 code -> decimal places in use). ISO's own exponent except where the
 * minor unit is not in use: the rupiah's sen (ISO says 2) is not. No zod and no Intl: the web's first screens use it.
 */
export const currencyDigits = {
  PHP: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
  THB: 2,
  MYR: 2,
  SGD: 2,
  INR: 2,
  VND: 0,
  IDR: 0,
  KRW: 0,
  JPY: 0,
} as const;
export type CurrencyCode = keyof typeof currencyDigits;
export const currencyCodes = Object.keys(currencyDigits) as CurrencyCode[];
export const isCurrencyCode = (code: unknown): code is CurrencyCode => typeof code === 'string' && Object.hasOwn(currencyDigits, code);

/** How an amount is written: the currency's symbol and decimal places, in the reader's language (its grouping). */
export interface MoneyFormat {
  symbol: string;
  digits: number;
  /** an interface language code (EN, TY, vi): vi writes 1.000.000 ₫; the rest, and none, ₱1,000.00 */
  language?: string;
}

/**
 * A whole number grouped by thousands: 1234567 -> "1,234,567" (or "1.234.567" with a dot). Written out rather than
 * through Intl: the first Intl.NumberFormat of a page loads the locale's data, tens of milliseconds of a phone's
 * main thread.
 */
export const groupDigits = (whole: number, separator = ','): string =>
  Math.trunc(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * Minor units as the reader's language writes the currency, as Intl's narrow-symbol currency style does (the unit
 * test holds it to Intl): "₱1,234.50" and "₫1,000,000" in en and fil, "1.234,50 ₱" and "1.000.000 ₫" in vi.
 */
export function formatMoney(minorUnits: number, format: MoneyFormat): string {
  const negative = minorUnits < 0;
  const abs = Math.abs(Math.trunc(minorUnits));
  const scale = 10 ** format.digits;
  const symbolAfter = !!format.language && languageTag(format.language) === 'vi';
  const whole = groupDigits(Math.floor(abs / scale), symbolAfter ? '.' : ',');
  const fraction = format.digits > 0 ? `${symbolAfter ? ',' : '.'}${(abs % scale).toString().padStart(format.digits, '0')}` : '';
  const amount = `${whole}${fraction}`;
  // CLDR's currency spacing: a symbol ending in a letter (RM, kr) keeps a no-break space from the digits
  const before = /\p{L}$/u.test(format.symbol) ? `${format.symbol}\u00a0` : format.symbol;
  return `${negative ? '-' : ''}${symbolAfter ? `${amount}\u00a0${format.symbol}` : `${before}${amount}`}`;
}

/**
 * Minor units as a plain decimal string with the currency's `digits`: -1234.5 pesos is "-1234.50", 100000 đồng is
 * "100000" (no grouping and no symbol: a spreadsheet, an amount field or a stored message parameter reads it back as a number).
 */
export function decimalString(minorUnits: number, digits: number): string {
  const abs = Math.abs(Math.trunc(minorUnits));
  const scale = 10 ** digits;
  const fraction = digits > 0 ? `.${String(abs % scale).padStart(digits, '0')}` : '';
  return `${minorUnits < 0 ? '-' : ''}${Math.floor(abs / scale)}${fraction}`;
}

/** The largest amount we accept in minor units (9,999,999,999,999.99 of a two-decimal currency): far below 2^53. */
export const MAX_AMOUNT_MINOR = 999_999_999_999_999;

export type AmountProblem = 'not_a_number' | 'not_positive' | 'too_many_decimals' | 'too_large';

/**
 * Parses a request amount (in the currency's major unit, as the spec's fields are) into minor units without
 * floating-point arithmetic: `digits` is the currency's decimal places (a đồng amount has none).
 * Returns the problem instead of a number when the amount is unusable.
 */
export function parseAmountMinor(input: unknown, digits: number): { minor: number } | { problem: AmountProblem } {
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
  // a zero fraction is no decimal: 100000.00 đồng is 100000
  if (fraction.replace(/0+$/, '').length > digits) return { problem: 'too_many_decimals' };
  if (whole!.replace(/^0+/, '').length > 15 - digits) return { problem: 'too_large' };
  const minor = Number(whole) * 10 ** digits + Number(fraction.slice(0, digits).padEnd(digits, '0') || '0');
  if (minor <= 0) return { problem: 'not_positive' };
  if (minor > MAX_AMOUNT_MINOR) return { problem: 'too_large' };
  return { minor };
}

/** Minor units as a decimal number in the major unit (the spec's number fields): 12345 -> 123.45 with 2 digits. */
export const minorToMajor = (minor: number, digits: number) => Math.round(minor) / 10 ** digits;

/** A decimal in the major unit as minor units, rounded (an amount a player typed, already checked). */
export const majorToMinor = (major: number, digits: number) => Math.round(major * 10 ** digits);

/** The keyboard an amount field asks a phone for: digits only when the currency has no decimals. */
export const amountInputMode = (digits: number): 'numeric' | 'decimal' => (digits === 0 ? 'numeric' : 'decimal');
