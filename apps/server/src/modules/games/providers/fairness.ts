import { fairMessage } from '@app/contract/inhouse-games';
import type { Fairness } from '@app/contract/games';
import { and, eq } from 'drizzle-orm';
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import { fairSeeds } from '../../../db/schema';
import { sha256Hex } from '../../../lib/tokens';

/*
 * Provably fair seeds, one active per member across the in-house games:
 * - the server seed (32 random bytes, hex) is secret while active; its SHA-256 (of the hex text) is shown before play;
 * - the player may set the client seed at any time; the nonce counts the rounds played with the server seed;
 * - a round's digest is HMAC-SHA256(key = the server seed's hex text, message = `${clientSeed}:${nonce}`);
 * - rotating retires the seed and reveals it, so every round played with it can be recomputed.
 */

export type SeedRow = typeof fairSeeds.$inferSelect;

export const newServerSeed = () => randomBytes(32).toString('hex');
export const newClientSeed = () => randomBytes(8).toString('hex');
export const seedHash = (serverSeed: string) => sha256Hex(serverSeed);

export function roundDigest(serverSeed: string, clientSeed: string, nonce: number): Uint8Array {
  return new Uint8Array(createHmac('sha256', serverSeed).update(fairMessage(clientSeed, nonce)).digest());
}

export const fairnessOf = (seed: SeedRow): Fairness => ({ serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nextNonce });

/**
 * The member's active seed, created on first use. With lock, the row is locked (FOR UPDATE) for the caller's
 * transaction: rounds of one member then take nonces one after another.
 */
export async function activeSeed(db: Db, memberId: number, options: { lock?: boolean; clientSeed?: string } = {}): Promise<SeedRow> {
  const find = async () => {
    const query = db.select().from(fairSeeds).where(and(eq(fairSeeds.memberId, memberId), eq(fairSeeds.active, true)));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  };
  const found = await find();
  if (found) return found;
  const serverSeed = newServerSeed();
  // the partial unique index (one active seed per member) settles two first rounds racing
  await db
    .insert(fairSeeds)
    .values({ memberId, serverSeed, serverSeedHash: seedHash(serverSeed), clientSeed: options.clientSeed ?? newClientSeed() })
    .onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error('active seed missing after insert');
  return created;
}

export async function setClientSeed(db: Db, memberId: number, clientSeed: string): Promise<Fairness> {
  return db.transaction(async (tx) => {
    const seed = await activeSeed(tx, memberId, { lock: true, clientSeed });
    if (seed.clientSeed === clientSeed) return fairnessOf(seed);
    const [updated] = await tx.update(fairSeeds).set({ clientSeed }).where(eq(fairSeeds.id, seed.id)).returning();
    return fairnessOf(updated!);
  });
}

/** Retires the active seed (revealing it) and starts a new one, keeping the client seed unless a new one is given. */
export async function rotateSeed(db: Db, memberId: number, clientSeed?: string) {
  return db.transaction(async (tx) => {
    const old = await activeSeed(tx, memberId, { lock: true });
    await tx.update(fairSeeds).set({ active: false, revealedAt: new Date() }).where(eq(fairSeeds.id, old.id));
    const serverSeed = newServerSeed();
    const [next] = await tx
      .insert(fairSeeds)
      .values({ memberId, serverSeed, serverSeedHash: seedHash(serverSeed), clientSeed: clientSeed ?? old.clientSeed })
      .returning();
    return {
      revealed: { serverSeed: old.serverSeed, serverSeedHash: old.serverSeedHash, clientSeed: old.clientSeed, rounds: old.nextNonce },
      fairness: fairnessOf(next!),
    };
  });
}
