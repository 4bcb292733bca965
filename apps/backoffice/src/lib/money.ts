import { decimalString, formatMoney, type MoneyFormat, parseAmountMinor } from '@app/contract/money';

export { amountInputMode } from '@app/contract/money';

export type { MoneyFormat };

/**
 * How an amount is written when its brand is not known (yet): two decimals and no symbol ("1,234.50"). The operator
 * call names each brand's currency; until it answers, and for a figure that adds up several brands, this is it.
 */
export const plainMoney: MoneyFormat = { symbol: '', digits: 2 };

/**
 * Integer minor units as the brand writes them, in English (the back office's language): "₱1,234.50", "₫1,000,000".
 * An amount shown on screen; an input or a CSV cell takes amountText.
 */
export const formatAmount = (minor: number, format: MoneyFormat) => formatMoney(minor, format);

/**
 * Minor units as major units with exactly `digits` decimals and no grouping or symbol: the text of an amount input
 * and of a CSV cell (a spreadsheet reads "1234.50"; a đồng amount is "100000", never "1000.00"); no amount (an
 * optional limit left empty) is "". Integer arithmetic: (minor / 100).toFixed(2) rounds some large amounts wrongly.
 */
export const amountText = (minor: number | null | undefined, digits: number): string =>
  minor === null || minor === undefined ? '' : decimalString(Math.round(minor), digits);

/**
 * An amount an operator typed in major units ("150", "150.5", "1,500.05"; "100000" đồng) as integer minor units, or
 * null when it is not one (a letter, a sign, more decimals than the currency has, too large). Zero is an amount here
 * (a limit of 0, a free bonus): each form says whether it takes one.
 */
export function amountToMinor(text: string, digits: number): number | null {
  const clean = text.replace(/,/g, '').trim();
  // parseAmountMinor refuses zero (a payment is never 0); a typed 0 or 0.00 is a setting's zero
  if (/^0+(\.0+)?$/.test(clean)) return 0;
  const parsed = parseAmountMinor(clean, digits);
  return 'minor' in parsed ? parsed.minor : null;
}


/**
 * The text key of "this is not an amount" for a currency with `digits` decimals: t(amountFormatKey(digits)). A key,
 * not the text: a zod schema's message is a key, and texts.ts itself writes amounts with this module.
 */
export const amountFormatKey = (digits: number) => (digits === 0 ? ('amount_format_whole' as const) : ('amount_format' as const));
