import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** How the brand pays approved withdrawals ('manual' or a provider) and which methods it could use. */
export const usePayoutSettings = (brandId: string) =>
  useQuery({ queryKey: ['settings', 'payout', brandId], queryFn: ({ signal }) => apiCall('operatorPayoutSettings', { query: { brandId }, signal }), enabled: brandId !== '' });
