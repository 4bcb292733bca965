import type { BrandConfig } from '@app/contract/brand';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { operators } from '../db/schema';
import { SYSTEM_OPERATOR } from '../modules/audit/operator-audit';
import { createOperator } from '../modules/operators/accounts';
import { replaceRecoveryCodes } from '../modules/operators/login';

/** The authenticator secret of every demo operator (base32; add it to an authenticator app, or read the code off `npm run admin -- totp`). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** One demo operator per role (README and `npm start` list them, in demo mode only). */
export const demoOperators = [
  { username: 'owner1', password: 'Owner123!', role: 'owner', note: 'everything, every brand' },
  { username: 'finance1', password: 'Finance123!', role: 'finance', note: 'deposits, withdrawals, adjustments' },
  { username: 'support1', password: 'Support123!', role: 'support', note: 'players (read), notes, support desk, password reset, unlock' },
  { username: 'marketing1', password: 'Market123!', role: 'marketing', note: 'promotions, content, messages, bonuses' },
  { username: 'risk1', password: 'Risk123!', role: 'risk', note: 'players, flags, limits and exclusions, KYC' },
] as const;

/**
 * Idempotent: adds the demo operators that do not exist yet, already enrolled with the demo authenticator secret.
 * Demo data only: a real installation's first owner is made with `npm run admin -- operator create`.
 */
export async function seedOperators(db: Db, brands: BrandConfig[]) {
  const existing = await db.select({ username: operators.username }).from(operators).where(inArray(operators.username, demoOperators.map((o) => o.username)));
  const have = new Set(existing.map((r) => r.username));
  for (const demo of demoOperators.filter((o) => !have.has(o.username))) {
    const account = await createOperator(db, SYSTEM_OPERATOR, { username: demo.username, password: demo.password, role: demo.role, brandIds: null, totpSecret: DEMO_TOTP_SECRET }, brands);
    await replaceRecoveryCodes(db, account.id);
  }
}

/** The demo operators as `npm start` prints them. */
export const demoOperatorsText = () =>
  `${demoOperators.map((o) => `  ${`${o.username} / ${o.password}`.padEnd(26)} ${o.note}`).join('\n')}\n  (every demo operator's authenticator secret: ${DEMO_TOTP_SECRET})`;
