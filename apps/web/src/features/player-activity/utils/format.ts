import { formatMoney, type MoneyFormat } from '@app/contract/money';

/** Seconds as hours and minutes for the dialog and the statement: "1 h 05 min", "12 min". */
export function hoursMinutes(seconds: number, units: { h: string; min: string }) {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} ${units.h} ${String(m).padStart(2, '0')} ${units.min}` : `${m} ${units.min}`;
}

/** A net position with its sign: +₱12.50 for a gain, -₱3.00 for a loss (+1.000 ₫ in vi). */
export const signedMoney = (minor: number, money: MoneyFormat) => (minor > 0 ? '+' : '') + formatMoney(minor, money);
