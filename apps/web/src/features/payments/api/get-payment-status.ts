import type { PaymentStatusResponse } from '@brandwright/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export const PAYMENT_POLL_MS = 2000;

/** What the server recorded about one checkout of the signed-in user (another user's is a 404). */
export function getPaymentStatus(sessionId: string): Promise<PaymentStatusResponse> {
  return api.get<PaymentStatusResponse>(`/api/payment/status/${encodeURIComponent(sessionId)}`);
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
