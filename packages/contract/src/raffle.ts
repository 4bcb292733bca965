/**
 * A raffle's draw, recomputable by anyone once the seed is revealed (Web Crypto only, like proof-of-work.ts):
 * - before any ticket exists the server publishes seedHash = hex(SHA-256(seed));
 * - at the draw each ticket gets the key hex(SHA-256(seed + ':' + ticketNo)) (UTF-8 of the concatenated strings);
 * - the tickets in ascending key order (equal keys: ascending ticket number) and the first `winners` of them win.
 * The server draws with these functions, so a check that uses them sees exactly what the draw did.
 */

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string) {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** The key a ticket is ordered by. */
export const raffleTicketKey = (seed: string, ticketNo: string) => sha256Hex(`${seed}:${ticketNo}`);

/** True when the revealed seed is the one committed before the draw. */
export async function seedMatchesHash(seed: string, seedHash: string) {
  return (await sha256Hex(seed)) === seedHash.toLowerCase();
}

/** The winning tickets, best first: the `winners` lowest keys. */
export async function raffleWinners(seed: string, ticketNos: readonly string[], winners: number): Promise<string[]> {
  const keyed = await Promise.all(ticketNos.map(async (ticketNo) => ({ ticketNo, key: await raffleTicketKey(seed, ticketNo) })));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.ticketNo < b.ticketNo ? -1 : a.ticketNo > b.ticketNo ? 1 : 0));
  return keyed.slice(0, Math.max(0, winners)).map((t) => t.ticketNo);
}
