import { apiCall } from '@/lib/api-client';

/** The server's own check of a recorded round: used where the browser cannot compute (no WebCrypto outside HTTPS). */
export const verifyInhouseRound = (roundId: string) => apiCall('inhouseVerify', { body: { roundId }, token: null });
