import { inProcessCli } from './operators-support';
import { and, eq } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { runHelpCommand } from '../src/admin-help-commands';
import { runPromotionCommand } from '../src/admin-promotion-commands';
import { memberMessages, operatorAudit } from '../src/db/schema';
import { TEST_OPERATOR, type TestApp } from './helper';
import { testOperatorCalls } from './loyalty-support';

/** Image bodies: the server decides by content (magic bytes), never by a name or a data: URL's type. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
export const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(64, 3)]);
export const pngUrl = (bytes: Buffer = PNG) => `data:image/png;base64,${bytes.toString('base64')}`;

/** the audit trail's actor of the tests' operator changes: the test operator, whose API key they carry */
export const TEST_ACTOR = TEST_OPERATOR;

/**
 * The operator calls as the test owner (its API key on the operator host), as the back office and the CLI make them:
 * every change is audited as TEST_OPERATOR.
 */
export function operatorClient(app: TestApp) {
  const call = testOperatorCalls(app);

  let codes = 0;
  /** A demo-brand promotion made through operatorCreatePromotion; started a day ago, ending in 30 days unless told. */
  async function createPromotion(mechanic: string, overrides: Record<string, unknown> = {}) {
    const now = Date.now();
    const promotion = {
      code: `t-${mechanic}-${now.toString(36)}-${(codes++).toString(36)}`,
      category: 'limited',
      mechanic,
      title: { EN: `Test ${mechanic}`, TY: `Pagsubok ${mechanic}` },
      summary: { EN: 'A test promotion.', TY: 'Isang pagsubok.' },
      rulesHtml: { EN: '<p>Rules</p>', TY: '<p>Mga tuntunin</p>' },
      terms: { bonus: null },
      startAt: new Date(now - 86_400_000).toISOString(),
      endAt: new Date(now + 30 * 86_400_000).toISOString(),
      ...overrides,
    };
    const res = await call('operatorCreatePromotion', { body: { brandId: 'demo', promotion } });
    expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
    return res.body.value as { id: number; code: string; seedHash: string | null };
  }

  return { call, createPromotion };
}

/** The CLI's promotion and help commands against this app (operators-support inProcessCli). */
export const promotionCli = (app: TestApp) => inProcessCli(app, async (command, context) => (await runPromotionCommand(command, context)) || (await runHelpCommand(command, context)));

/** The stored files of player uploads. */
export const storedProofs = (dataDir: string) => (existsSync(join(dataDir, 'proofs')) ? readdirSync(join(dataDir, 'proofs')) : []);

/** The audit rows of a target, oldest first. */
export async function auditOf(app: TestApp, target: string) {
  const rows = await app.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, target)).orderBy(operatorAudit.id);
  return rows.map((r) => ({ actor: r.actor, action: r.action, detail: r.detail as Record<string, unknown> }));
}

/** The messages of one key a member was sent. */
export async function messagesOf(app: TestApp, memberId: number, key: string) {
  return app.database.db
    .select({ params: memberMessages.params, category: memberMessages.category })
    .from(memberMessages)
    .where(and(eq(memberMessages.memberId, memberId), eq(memberMessages.messageKey, key)));
}
