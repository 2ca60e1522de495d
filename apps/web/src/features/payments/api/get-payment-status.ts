import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** What the server has recorded about one checkout session of the signed-in user. */
export interface PaymentStatus {
  status: 'pending' | 'paid' | 'failed';
  plan_name: string;
  amount_total: number;
}

export const PAYMENT_POLL_MS = 2000;

export function getPaymentStatus(sessionId: string): Promise<PaymentStatus> {
  return api.get<PaymentStatus>(`/api/payment/status/${encodeURIComponent(sessionId)}`);
}

/** Polls while the payment is pending: the webhook may land after the browser returns. */
export function usePaymentStatus(sessionId: string | undefined) {
  return useQuery({
    queryKey: ['payment-status', sessionId],
    queryFn: () => getPaymentStatus(sessionId ?? ''),
    enabled: !!sessionId,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PAYMENT_POLL_MS : false),
  });
}
