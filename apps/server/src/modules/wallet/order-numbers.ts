import { randomBytes } from 'node:crypto';

const ORDER_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** A public order number (deposits D, withdrawals W, points redemptions PR): prefix + UTC date + 10 random characters (not guessable, sortable by day). */
export function newOrderNo(prefix: 'D' | 'W' | 'PR') {
  const date = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const bytes = randomBytes(10);
  let random = '';
  for (const b of bytes) random += ORDER_ALPHABET[b % ORDER_ALPHABET.length];
  return `${prefix}${date}${random}`;
}
