import type { BrandConfig } from '@app/contract/brand';
import { eq, inArray } from 'drizzle-orm';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/client';
import { operators } from '../db/schema';
import { SYSTEM_OPERATOR } from '../modules/audit/operator-audit';
import { createOperator } from '../modules/operators/accounts';
import { OPERATOR_KEY_FILE } from '../lib/operator-key-file';
import { replaceRecoveryCodes } from '../modules/operators/login';
import { issueCredential, resolveCredential } from '../modules/operators/credentials';

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


/**
 * Demo mode only: owner1's API key in the data folder, so `npm run admin -- …` works after `npm start` (the CLI is a
 * client of the operator calls and signs in by key). Made once; made again when the file's key no longer opens (a
 * new database behind the same data folder).
 */
export async function ensureDemoOperatorKey(db: Db, dataDir: string) {
  const file = join(dataDir, OPERATOR_KEY_FILE);
  if (existsSync(file) && (await resolveCredential(db, readFileSync(file, 'utf8').trim()))) return;
  const [owner] = await db.select({ id: operators.id }).from(operators).where(eq(operators.username, demoOperators[0].username));
  if (!owner) return;
  const { token } = await issueCredential(db, { operatorId: owner.id, kind: 'api_key', name: 'demo CLI', ip: '127.0.0.1' });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
}
