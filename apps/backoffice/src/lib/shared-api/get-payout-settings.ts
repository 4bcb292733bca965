import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/**
 * How the brand pays approved withdrawals ('manual' or a provider) and which methods it could use: Settings changes
 * it, the withdrawal's payout form follows it (one query, shared by both features).
 */
export const usePayoutSettings = (brandId: string) =>
  useQuery({ queryKey: ['settings', 'payout', brandId], queryFn: ({ signal }) => apiCall('operatorPayoutSettings', { query: { brandId }, signal }), enabled: brandId !== '' });
