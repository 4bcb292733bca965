import { apiCall } from '@/lib/api-client';
import type { RoundsOwner } from './get-inhouse-rounds';

/**
 * The server's own check of a recorded round: used where the browser cannot compute (no WebCrypto outside HTTPS).
 * The round's owner (its play page's session, or the member's login) also gets the payout the seeds give.
 */
export const verifyInhouseRound = (roundId: string, owner?: RoundsOwner) =>
  owner && 'session' in owner
    ? apiCall('inhouseVerify', { body: { roundId, session: owner.session }, token: null })
    : apiCall('inhouseVerify', { body: { roundId }, token: owner?.token ?? null });
