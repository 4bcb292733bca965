import type { CallName } from '@app/contract/calls';
import { memberTypes } from '@app/contract/session';
import { and, eq } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { games, members } from '../src/db/schema';
import { postEntry } from '../src/modules/wallet/ledger/posting';
import { createSession } from '../src/modules/accounts/sessions';
import { accountsClient, freshIp } from './accounts-support';
import type { TestApp } from './helper';

/** The sandbox vendor's signing secret in tests (random per file): build the app with { SANDBOX_VENDOR_SECRET } and sign with it. */
export const SANDBOX_TEST_SECRET = randomBytes(32).toString('hex');

/** Games test client: members made directly in the database (no password hashing), their calls, and money. */
export function gamesClient(app: TestApp) {
  const api = accountsClient(app);
  const db = app.database.db;

  /** A fresh member with a login session on the demo brand; type 4 is a trial account. */
  async function member(options: { type?: number; brandId?: string } = {}) {
    const username = `g${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const brandId = options.brandId ?? 'demo';
    const [row] = await db
      .insert(members)
      .values({ brandId, username, passwordHash: null, type: options.type ?? memberTypes.PLAYER, nickname: `Nick ${username.slice(-4)}` })
      .returning({ id: members.id });
    const token = await createSession(db, { memberId: row!.id, brandId, ip: '127.0.0.1', mustChangePassword: false });
    const ip = freshIp();
    const call = (name: CallName, input: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {}) =>
      api.call(name, { ...input, token, ip });
    return { id: row!.id, username, brandId, token, call };
  }

  /** Puts money on a member's main wallet (an operator adjustment through the ledger). */
  async function fund(memberId: number, amountMinor: number, brandId = 'demo') {
    return postEntry(db, { brandId, memberId, kind: 'adjustment', amountMinor, idempotencyKey: `test-fund-${randomUUID()}` });
  }

  async function gameByExternalId(vendor: string, externalId: string) {
    const [row] = await db.select().from(games).where(and(eq(games.vendorCode, vendor), eq(games.externalId, externalId)));
    return row!;
  }

  /** The spec's launch constants. */
  const launchConstants = { accountType: 1, confirmTrans: 0, clientType: 3, platform: 'html5-desktop', launchMode: 'GLS' };

  return { api, db, member, fund, gameByExternalId, launchConstants, visitor: api.call };
}
