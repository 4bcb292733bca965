import type { BrandConfig } from '@app/contract/brand';
import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../modules/accounts/passwords';
import { claimPayeeName } from '../modules/accounts/shared-identity';
import type { Db } from '../db/client';
import { members } from '../db/schema';

interface DemoAccount {
  username: string;
  password: string;
  type: number;
  nickname: string;
  note: string;
  backOffice?: boolean;
  affiliateCode?: string;
  upline?: string;
  rankLevel?: number;
  email?: string;
  countryDialingCode?: string;
  mobileNum?: string;
  bankAccountName?: string;
  memberLabels?: Array<{ labelName: string; color: string; color2: string }>;
}

/** The demo accounts of every brand (README and `npm start` list them). */
export const demoAccounts: DemoAccount[] = [
  { username: 'agent1', password: 'Agent123!', type: 1, nickname: 'Agent One', note: 'agent (type 1), affiliate code AGENT1', affiliateCode: 'AGENT1' },
  {
    username: 'player1',
    password: 'Player123!',
    type: 0,
    nickname: 'Player One',
    note: 'member, VIP5, downline of agent1, payment password Pay12345, bank card bound',
    upline: 'agent1',
    rankLevel: 5,
    memberLabels: [{ labelName: 'Lucky', color: '#ffffff', color2: '#1fbf7a' }],
  },
  { username: 'weakpass', password: '123456', type: 0, nickname: 'Weak Password', note: 'member with password 123456 (forced change)' },
  {
    username: 'phoneuser',
    password: 'Phone123!',
    type: 0,
    nickname: 'Phone User',
    note: 'member with mobile +63 9171234567 and email phoneuser@example.com (forgot flows, SMS login)',
    email: 'phoneuser@example.com',
    countryDialingCode: '63',
    mobileNum: '9171234567',
    bankAccountName: 'PHONE USER',
  },
  { username: 'backoffice1', password: 'Office123!', type: 0, nickname: 'Back Office', note: 'back-office account: refused by the member login', backOffice: true },
];

/** Idempotent: adds the demo accounts a brand does not have yet. Each password is hashed once and reused for all brands. */
export async function seedAccounts(db: Db, brands: BrandConfig[]) {
  const names = demoAccounts.map((a) => a.username);
  const existing = await db
    .select({ brandId: members.brandId, username: members.username })
    .from(members)
    .where(inArray(members.username, names));
  const have = new Set(existing.map((r) => `${r.brandId}:${r.username}`));
  const missing = brands.flatMap((brand) => demoAccounts.filter((a) => !have.has(`${brand.id}:${a.username}`)).map((a) => ({ brand, a })));
  if (!missing.length) return;
  const hashes = new Map<string, string>();
  for (const password of new Set(missing.map((m) => m.a.password))) hashes.set(password, await hashPassword(password));
  await db.transaction(async (tx) => {
    // uplines first: the list is ordered so that an upline precedes its downline
    for (const { brand, a } of missing) {
      let uplineId: number | null = null;
      if (a.upline) {
        const [upline] = await tx
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.brandId, brand.id), eq(members.username, a.upline)));
        uplineId = upline?.id ?? null;
      }
      const [row] = await tx
        .insert(members)
        .values({
          brandId: brand.id,
          username: a.username,
          passwordHash: hashes.get(a.password)!,
          type: a.type,
          backOffice: a.backOffice ?? false,
          nickname: a.nickname,
          email: a.email ?? null,
          countryDialingCode: a.countryDialingCode ?? null,
          mobileNum: a.mobileNum ?? null,
          bankAccountName: a.bankAccountName ?? null,
          affiliateCode: a.affiliateCode ?? null,
          uplineId,
          rankLevel: a.rankLevel ?? 0,
          memberLabels: a.memberLabels ?? [],
          registerMethod: 'SEED',
          // the demo accounts have been used before: their logins are not first logins (no welcome step each time)
          lastLoginAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: members.id });
      // the member holds its login-verification name, as every name a member binds (docs/multi-account.md)
      if (row) await claimPayeeName(tx, { brandId: brand.id, memberId: row.id, name: a.bankAccountName, field: 'bankAccountName', rule: 'refuse' });
    }
  });
}

/** Lines for the start banner. */
export function demoAccountsText() {
  return demoAccounts.map((a) => `  ${a.username.padEnd(12)} ${a.password.padEnd(11)} ${a.note}`).join('\n');
}
