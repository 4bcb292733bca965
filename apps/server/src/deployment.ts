/**
 * How a database is used, recorded in it (table deployment, one row): a demo start seeds invented members with house
 * money, so it must never run on a database a real deployment has used, and a real deployment must never open a
 * database that holds the demo. The first start records its kind; a start of the other kind is refused in one line.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { deployment, ledgerTransactions } from './db/schema';
import { DEMO_OPENING_KEY } from './seed/wallet';

export type DeploymentMode = 'demo' | 'production';

export class DeploymentMismatch extends Error {}

/**
 * Records this start's mode on a new database, or checks it against the recorded one. Returns whether the demo data
 * still has to be written (a demo database seeds it once; later starts only provision).
 */
export async function claimDeployment(db: Db, mode: DeploymentMode): Promise<{ demoSeeded: boolean }> {
  const [existing] = await db.select().from(deployment).where(eq(deployment.id, 1));
  if (!existing) {
    // a database from before this row existed: its demo members hold house money, whatever the start says
    if (mode === 'production' && (await holdsDemoData(db))) throw new DeploymentMismatch(refusal('demo', mode));
    await db.insert(deployment).values({ id: 1, mode }).onConflictDoNothing();
    return claimDeployment(db, mode);
  }
  if (existing.mode !== mode) throw new DeploymentMismatch(refusal(existing.mode, mode));
  return { demoSeeded: existing.demoSeededAt !== null };
}

/** After seedDemo: later demo starts on this database only provision. */
export async function markDemoSeeded(db: Db) {
  await db.update(deployment).set({ demoSeededAt: sql`now()` }).where(eq(deployment.id, 1));
}

async function holdsDemoData(db: Db) {
  const [row] = await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, DEMO_OPENING_KEY)).limit(1);
  return row !== undefined;
}

function refusal(recorded: DeploymentMode, starting: DeploymentMode) {
  return recorded === 'demo'
    ? `Refusing a ${starting === 'production' ? 'production' : 'demo-off'} start: this database holds the demo (members with house money and known passwords); give it a new, empty database (DATABASE_URL) or DATA_DIR.`
    : 'Refusing a demo start: this database belongs to a deployment without demo mode, and the demo would add members with house money and known passwords; start without DEMO=1, or use a new DATABASE_URL or DATA_DIR for the demo.';
}
