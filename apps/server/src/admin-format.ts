import { type BrandConfig, moneyFormatOf } from '@app/contract/brand';
import { formatMoney } from '@app/contract/money';
import { type BrandLookup, brandById } from './lib/brands';
import type { z } from 'zod';
import type { lockEventSchema } from '@app/contract/operators-platform';

type LockEventView = z.infer<typeof lockEventSchema>;

// C0, DEL and C1 controls (ESC among them: terminal escape sequences), and the formatting characters that reorder or
// hide text on screen (bidi overrides and isolates, zero-width marks, line and paragraph separators)
const UNSAFE_FOR_TERMINAL = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * A value as the operator's terminal may show it: every control or formatting character becomes \uXXXX, so data
 * from players (names, bank details, user agents) can neither drive the terminal nor disguise what is printed.
 */
export const terminalSafe = (value: unknown) =>
  String(value ?? '').replace(UNSAFE_FOR_TERMINAL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** JSON for the terminal: JSON.stringify escapes C0 controls but prints C1 and formatting characters as they are. */
export const terminalSafeJson = (value: unknown) =>
  JSON.stringify(value, null, 2)
    .split('\n')
    .map((line) => terminalSafe(line))
    .join('\n');

/** An amount as the terminal shows it, in its brand's currency: "₱1,000.00", "₫100,000" ("-" when there is none). */
export const moneyText = (minor: unknown, brand: Pick<BrandConfig, 'currency' | 'currencySymbol'>) => (typeof minor === 'number' ? formatMoney(minor, moneyFormatOf(brand)) : '-');

/** The amount of a row naming its brand (brandId), in that brand's currency. */
const rowMoney = (row: Record<string, unknown>, key: string, brands: BrandLookup) => moneyText(row[key], brandById(brands, String(row.brandId)));

/** One line of `list-withdrawals`. */
export function withdrawalLine(w: Record<string, unknown>, brands: BrandLookup) {
  const v = (key: string) => terminalSafe(w[key]);
  return `${v('id').padStart(5)}  ${v('orderNo')}  ${v('status').padEnd(15)} ${terminalSafe(rowMoney(w, 'amountMinor', brands)).padStart(14)}  ${v('brandId')}  member ${v('memberId')}  ${v('bankName')} ${v('accountName')} ${v('accountNumber')}`;
}

/** One line of `list-lock-events`. */
export function lockEventLine(e: LockEventView) {
  const v = (key: keyof LockEventView) => terminalSafe(e[key]);
  return `${v('lockedAt')}  until ${v('lockedUntil')}  ${v('brandId')}  ${v('scope').padEnd(7)} ${v('username')}  ${v('ip')}  ${v('failures')} failures  ${e.userAgent === null ? '-' : v('userAgent')}`;
}

/** One line of `promotion list`. */
export function promotionLine(p: Record<string, unknown>) {
  const v = (key: string) => terminalSafe(p[key]);
  const title = terminalSafe((p.title as Record<string, string> | undefined)?.EN);
  return `${v('id').padStart(5)}  ${v('brandId')}  ${v('code').padEnd(22)} ${v('mechanic').padEnd(13)} ${v('status').padEnd(7)}${p.open ? ' open  ' : ' shut  '} ${v('startAt')} .. ${p.endAt ? v('endAt') : 'no end'}  ${title}`;
}

/** One line of `application list` (and of a decision). */
export function applicationLine(a: Record<string, unknown>, brands: BrandLookup) {
  const v = (key: string) => terminalSafe(a[key]);
  const decided = a.status === 'issued' ? ` reward ${terminalSafe(rowMoney(a, 'rewardMinor', brands))}` : a.status === 'rejected' ? ` remark "${v('remark')}"` : '';
  return `${v('id').padStart(5)}  ${v('createdAt')}  ${v('status').padEnd(8)} ${v('brandId')}  ${v('username')}  promotion ${v('promotionId')} ${v('promotionCode')}  ${v('imageCount')} image(s)${decided}  "${v('comment')}"`;
}

/** One line of `audit list`. */
export function auditLine(r: Record<string, unknown>) {
  const v = (key: string) => terminalSafe(r[key]);
  return `${v('id').padStart(6)}  ${v('at')}  ${v('actor').padEnd(12)} ${v('action').padEnd(20)} ${v('target').padEnd(16)} ${terminalSafe(JSON.stringify(r.detail))}`;
}
