import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallValue } from '@/lib/api-types';

export type DrawLiability = CallValue<'operatorLotteryLiability'>['list'][number];

/** A game's latest finished draws for a brand: what the house took, paid and risked on each. */
export const useLiability = (brandId: string, gameCode: string | undefined) =>
  useQuery({
    queryKey: ['lottery-risk', 'liability', brandId, gameCode],
    queryFn: ({ signal }) => apiCall('operatorLotteryLiability', { query: { brandId, gameCode: gameCode!, limit: 30 }, signal }),
    enabled: brandId !== '' && gameCode !== undefined,
  });
