import { groupDigits } from '@app/contract/money';

/** Hundredths as a decimal: 4723 -> "47.23". */
export const hundredths = (value: number) => (value / 100).toFixed(2);

/** A multiplier: x1.50, x1,000.00. */
export function multiplierText(value: number) {
  const [whole, decimals] = value.toFixed(2).split('.');
  return `×${groupDigits(Number(whole))}.${decimals}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Time of a round: HH:MM:SS today, else MM-DD HH:MM. */
export function roundTime(ms: number, now = Date.now()) {
  const d = new Date(ms);
  const today = new Date(now);
  const sameDay = d.toDateString() === today.toDateString();
  return sameDay ? `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A long hex string shortened for a table cell. */
export const shortHex = (hex: string, keep = 10) => (hex.length > keep * 2 + 1 ? `${hex.slice(0, keep)}…${hex.slice(-keep)}` : hex);
