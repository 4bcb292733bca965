import { formatMoney } from '@app/contract/money';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date (and time) in the interface language. */
export function formatWhen(ms: number, language: string, withTime = true) {
  const locale = language === 'EN' ? 'en' : 'fil';
  const id = `${locale}:${withTime}`;
  let format = dateFormats.get(id);
  if (!format) dateFormats.set(id, (format = new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' })));
  return format.format(new Date(ms));
}

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
export const wholeNumber = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** Basis points as a percentage: 10000 -> "100%", 1250 -> "12.5%", 5 -> "0.05%". */
export const percentText = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;
