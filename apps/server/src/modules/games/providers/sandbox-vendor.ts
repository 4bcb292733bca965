import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { safeEqual } from '../../../lib/tokens';

/*
 * The sandbox vendor: a stand-in for a third-party game vendor. It runs inside our server but talks to our
 * seamless wallet only the way a real vendor would: signed HTTP callbacks (authenticate, balance, debit, credit,
 * rollback) under /wps/seamless/:vendor/. Its game is a small three-reel spinner with a published multiplier table.
 * Authenticate, balance and debit carry the player's launch token; credit and rollback name the round of the debit
 * (a rollback sent before its debit may have arrived carries the launch token too).
 *
 * Signature: header x-vendor-timestamp (ms) and x-vendor-signature = hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`);
 * requests older or newer than 5 minutes are refused.
 */

export const SIGNATURE_MAX_SKEW_MS = 5 * 60_000;

export function signPayload(secret: string, timestamp: number, rawBody: string) {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function verifySignature(secret: string, headers: { timestamp?: string; signature?: string }, rawBody: string, now = Date.now()) {
  const timestamp = Number(headers.timestamp);
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > SIGNATURE_MAX_SKEW_MS || !headers.signature) return false;
  return safeEqual(signPayload(secret, timestamp, rawBody), headers.signature);
}

/** The sandbox game's outcomes: multiplier and chance (per 1000). Return to player: 97%. */
export const SANDBOX_PAYTABLE: ReadonlyArray<{ multiplier: number; per1000: number; symbol: string }> = [
  { multiplier: 50, per1000: 2, symbol: '7' },
  { multiplier: 10, per1000: 8, symbol: '$' },
  { multiplier: 5, per1000: 30, symbol: '*' },
  { multiplier: 3, per1000: 60, symbol: '#' },
  { multiplier: 2, per1000: 140, symbol: '@' },
  { multiplier: 1, per1000: 120, symbol: '+' },
  { multiplier: 0.5, per1000: 120, symbol: '%' },
];
export const SANDBOX_RTP = SANDBOX_PAYTABLE.reduce((sum, p) => sum + (p.multiplier * p.per1000) / 1000, 0);
const loseSymbols = ['7', '$', '*', '#', '@', '+', '%'];

/** One spin from a number in [0, 1000). */
export function sandboxSpin(draw: number) {
  let at = 0;
  for (const entry of SANDBOX_PAYTABLE) {
    at += entry.per1000;
    if (draw < at) return { multiplier: entry.multiplier, reels: [entry.symbol, entry.symbol, entry.symbol] };
  }
  // a loss shows three different symbols
  const first = draw % loseSymbols.length;
  return { multiplier: 0, reels: [loseSymbols[first]!, loseSymbols[(first + 2) % 7]!, loseSymbols[(first + 5) % 7]!] };
}

export interface VendorAnswer {
  status: number;
  body: { success: boolean; code: string; value: unknown };
}
/** How the vendor reaches our wallet: HTTP in real life; app.inject in-process here. */
export type VendorTransport = (path: string, rawBody: string, headers: Record<string, string>) => Promise<VendorAnswer>;

export class VendorCallError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly value: unknown,
  ) {
    super(code);
  }
}

export interface AuthenticateAnswer {
  playerId: string;
  nickname: string;
  currencySymbol: string;
  /** the decimal places of the player's brand's currency (its amounts' minor unit) */
  currencyDigits: number;
  balanceMinor: number;
  gameId: string;
  gameName: string;
  minBetMinor: number;
  roomName: string | null;
}

export function sandboxVendor(options: { secret: string; transport: VendorTransport }) {
  async function callback<T>(vendor: string, action: string, body: object): Promise<T> {
    const rawBody = JSON.stringify(body);
    const timestamp = Date.now();
    const answer = await options.transport(`/wps/seamless/${vendor}/${action}`, rawBody, {
      'content-type': 'application/json',
      'x-vendor-timestamp': String(timestamp),
      'x-vendor-signature': signPayload(options.secret, timestamp, rawBody),
    });
    if (!answer.body.success) throw new VendorCallError(answer.body.code, answer.status, answer.body.value);
    return answer.body.value as T;
  }

  return {
    authenticate: (vendor: string, launchToken: string) => callback<AuthenticateAnswer>(vendor, 'authenticate', { launchToken }),

    /**
     * One round: debit the stake, draw, credit the payout. A debit whose answer is lost is rolled back; a credit is
     * retried with the same transaction id (the wallet answers a repeat as duplicate).
     */
    async spin(vendor: string, gameId: string, launchToken: string, stakeMinor: number) {
      const player = await callback<AuthenticateAnswer>(vendor, 'authenticate', { launchToken });
      if (player.gameId !== gameId) throw new VendorCallError('NOT_LAUNCHABLE', 400, { reason: 'OTHER_GAME' });
      const roundId = randomUUID();
      const debitTxId = `${roundId}:d`;
      try {
        await callback(vendor, 'debit', { playerId: player.playerId, launchToken, txId: debitTxId, roundId, gameId, amount: stakeMinor });
      } catch (error) {
        // a refusal (insufficient balance, ...) moved nothing; anything else may have: cancel to be sure
        if (!(error instanceof VendorCallError)) {
          // with the launch token: the debit may not have arrived, and only a live launch may cancel a round ahead of it
          await callback(vendor, 'rollback', { playerId: player.playerId, launchToken, txId: `${roundId}:r`, refTxId: debitTxId, roundId, gameId }).catch(() => undefined);
        }
        throw error;
      }
      const { multiplier, reels } = sandboxSpin(randomInt(1000));
      const payoutMinor = Math.floor(stakeMinor * multiplier);
      let credited: { balanceMinor: number } | undefined;
      for (let attempt = 0; !credited; attempt++) {
        try {
          credited = await callback<{ balanceMinor: number }>(vendor, 'credit', { playerId: player.playerId, txId: `${roundId}:c`, roundId, gameId, amount: payoutMinor });
        } catch (error) {
          if (error instanceof VendorCallError || attempt >= 2) throw error;
        }
      }
      return { roundId, stakeMinor, payoutMinor, multiplier, reels, balanceMinor: credited.balanceMinor };
    },
  };
}
export type SandboxVendor = ReturnType<typeof sandboxVendor>;
