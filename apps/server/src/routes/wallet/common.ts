import { parseAmountMinor, requestIdSchema } from '@app/contract/wallet';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { gameVendors, memberMessages, walletSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { englishMessage, type MessageKey, type MessageParams } from '../../lib/message-texts';

export type WalletSettings = typeof walletSettings.$inferSelect;

/** Amount of a request in minor units, or INVALID_AMOUNT with the reason. */
export function amountMinorOf(input: unknown, field = 'amount'): number {
  const parsed = parseAmountMinor(input);
  if ('problem' in parsed) throw new AppError('INVALID_AMOUNT', { field, reason: parsed.problem });
  return parsed.minor;
}

/**
 * The idempotency key of a money-moving call: body requestId, else the Idempotency-Key header, else a fresh random
 * one (the client did not ask for retry safety).
 */
export function requestIdOf(request: FastifyRequest, bodyRequestId: string | undefined): { key: string; given: boolean } {
  if (bodyRequestId) return { key: bodyRequestId, given: true };
  const header = request.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined) {
    const parsed = requestIdSchema.safeParse(value);
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', { field: 'Idempotency-Key', issues: [{ path: 'Idempotency-Key', message: parsed.error.issues[0]?.message ?? 'invalid' }] });
    return { key: parsed.data, given: true };
  }
  return { key: `auto-${randomBytes(12).toString('base64url')}`, given: false };
}

const ORDER_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** A public order number: prefix + UTC date + 10 random characters (not guessable, sortable by day). */
export function newOrderNo(prefix: 'D' | 'W') {
  const date = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const bytes = randomBytes(10);
  let random = '';
  for (const b of bytes) random += ORDER_ALPHABET[b % ORDER_ALPHABET.length];
  return `${prefix}${date}${random}`;
}

const settingsCache = new WeakMap<Db, Map<string, { at: number; row: WalletSettings }>>();
/** A brand's wallet rules (cached 5 s); the seed writes them for every brand. */
export async function walletSettingsOf(db: Db, brandId: string): Promise<WalletSettings> {
  let cache = settingsCache.get(db);
  if (!cache) settingsCache.set(db, (cache = new Map()));
  const hit = cache.get(brandId);
  if (hit && Date.now() - hit.at < 5000) return hit.row;
  const [row] = await db.select().from(walletSettings).where(eq(walletSettings.brandId, brandId));
  if (!row) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'wallet' });
  cache.set(brandId, { at: Date.now(), row });
  return row;
}

export interface VendorInfo {
  code: string;
  name: string;
  gameTypes: string[];
}
const vendorCache = new WeakMap<Db, { at: number; list: VendorInfo[] }>();
/** Enabled game vendors, one per code (a code may serve several categories); cached 30 s. */
export async function vendorList(db: Db): Promise<VendorInfo[]> {
  const hit = vendorCache.get(db);
  if (hit && Date.now() - hit.at < 30_000) return hit.list;
  const rows = await db
    .select({ code: gameVendors.code, name: gameVendors.name, gameType: gameVendors.gameType, enabled: gameVendors.enabled })
    .from(gameVendors)
    .orderBy(asc(gameVendors.sort), asc(gameVendors.id));
  const byCode = new Map<string, VendorInfo>();
  for (const row of rows) {
    if (!row.enabled) continue;
    const vendor = byCode.get(row.code) ?? { code: row.code, name: row.name, gameTypes: [] };
    if (!vendor.gameTypes.includes(row.gameType)) vendor.gameTypes.push(row.gameType);
    byCode.set(row.code, vendor);
  }
  const list = [...byCode.values()];
  vendorCache.set(db, { at: Date.now(), list });
  return list;
}

const DAY = 24 * 3600_000;
/** A query's time range: the last 7 days by default, at most 400 days. */
export function rangeOf(query: { startTime?: number; endTime?: number }) {
  const end = query.endTime ?? Date.now() + 60_000;
  const start = query.startTime ?? end - 7 * DAY;
  if (start >= end) throw new AppError('VALIDATION_ERROR', { field: 'startTime', key: 'err_invalid_range', issues: [{ path: 'startTime', message: 'startTime must be before endTime' }] });
  if (end - start > 400 * DAY) throw new AppError('VALIDATION_ERROR', { field: 'startTime', key: 'err_range_too_long', issues: [{ path: 'startTime', message: 'at most 400 days' }] });
  return { start: new Date(start), end: new Date(end) };
}

export function pageOf(query: { pageNo: number; pageSize: number }, total: number) {
  return { total, pageNo: query.pageNo, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize) };
}

/**
 * Writes a platform message to a member (inside the caller's transaction when given one): its key and parameters,
 * shown in the reader's language, and the English text.
 */
export async function notifyMember(db: Db, message: { brandId: string; memberId: number; category: string; key: MessageKey; params: MessageParams }) {
  const { key, params, ...rest } = message;
  await db.insert(memberMessages).values({ ...rest, ...englishMessage(key, params), messageKey: key, params });
}

/** Last 4 characters shown: **** **** 1234. */
export const maskAccountNumber = (number: string) => `**** **** ${number.slice(-4)}`;
