import { formatMoney, groupDigits } from '@app/contract/money';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The one way each language writes dates and times (Nov 24, 2026, 9:38 AM in EN): every screen goes through here. */
const dateStyles = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** where the zone matters (a lottery draw's time): the zone named after the time */
  dateTimeZone: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  clock: { timeStyle: 'short' },
  /** a calendar month of a statement (UTC months, as the server sums them) */
  month: { month: 'short', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

function dateFormat(language: string, style: keyof typeof dateStyles) {
  const locale = language === 'EN' ? 'en' : 'fil';
  const id = `${locale}:${style}`;
  let format = dateFormats.get(id);
  if (!format) dateFormats.set(id, (format = new Intl.DateTimeFormat(locale, dateStyles[style])));
  return format;
}

/** A date (and time) in the interface language. */
export const formatWhen = (ms: number, language: string, withTime = true) => dateFormat(language, withTime ? 'dateTime' : 'date').format(new Date(ms));

/** A date and time with its time zone (GMT+8), for times whose zone the player must know: draws, cut-offs. */
export const formatWhenWithZone = (ms: number, language: string) => dateFormat(language, 'dateTimeZone').format(new Date(ms));

/** A statement's month (YYYY-MM, UTC) in the interface language: "Mar 2031". */
export const formatMonth = (month: string, language: string) => dateFormat(language, 'month').format(new Date(`${month}-01T00:00:00Z`));

/** The time of day only (chat messages of today). */
export const formatClock = (ms: number, language: string) => dateFormat(language, 'clock').format(new Date(ms));

const symbols = new Map<string, string>();

/**
 * The symbol of a currency the server names: a symbol (₱) or an ISO code (PHP); an ISO code becomes its narrow
 * symbol, an empty one the brand's.
 */
export function currencySymbolOf(currency: string, fallback: string): string {
  const code = currency.trim();
  if (!code) return fallback;
  if (!/^[A-Z]{3}$/.test(code)) return code;
  let symbol = symbols.get(code);
  if (symbol === undefined) {
    try {
      symbol = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? code;
    } catch {
      symbol = code;
    }
    symbols.set(code, symbol);
  }
  return symbol;
}

/** Money in a currency the server names: 2 decimals, comma thousands (₱1,000.00). */
export const moneyIn = (currency: string, fallback: string) => {
  const symbol = currencySymbolOf(currency, fallback);
  return (minor: number) => formatMoney(minor, symbol);
};

/** A whole number with comma thousands (points, counts): 12,500. */
export const wholeNumber = (n: number) => groupDigits(Math.round(n));

/** Basis points as a percentage: 10000 -> "100%", 1250 -> "12.5%", 5 -> "0.05%". */
export const percentText = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;
