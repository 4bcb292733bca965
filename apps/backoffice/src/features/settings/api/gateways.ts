import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallValue } from '@/lib/api-types';

// a brand's payment gateway keys (issue 32): where they come from, never a secret; stored sealed by the server
export type PaymentGateways = CallValue<'operatorPaymentGateways'>;
export type PaymentGateway = PaymentGateways['list'][number];

export const usePaymentGateways = (brandId: string) =>
  useQuery({ queryKey: ['settings', 'payment-gateways', brandId], queryFn: ({ signal }) => apiCall('operatorPaymentGateways', { query: { brandId }, signal }), enabled: brandId !== '' });

export function useSetPaymentGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'operatorSetPaymentGateway'>) => apiCall('operatorSetPaymentGateway', { body }),
    onSuccess: (value) => queryClient.setQueryData(['settings', 'payment-gateways', value.brandId], value),
  });
}
