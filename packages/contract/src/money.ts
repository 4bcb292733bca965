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
