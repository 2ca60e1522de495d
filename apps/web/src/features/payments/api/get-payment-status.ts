import type { PaymentStatusResponse } from '@brandwright/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export const PAYMENT_POLL_MS = 2000;
/** Reads of a pending payment before the page stops waiting (about a minute). */
export const PAYMENT_MAX_POLLS = 30;

export function isStillWaiting(status: string | undefined, reads: number): boolean {
  return status === 'pending' && reads < PAYMENT_MAX_POLLS;
}

/** What the server recorded about one checkout of the signed-in user (another user's is a 404). */
export function getPaymentStatus(sessionId: string): Promise<PaymentStatusResponse> {
  return api.get<PaymentStatusResponse>(`/api/payment/status/${encodeURIComponent(sessionId)}`);
}

/** Polls while the payment is pending: the webhook may land after the browser returns. */
export function usePaymentStatus(sessionId: string | undefined) {
  const queryClient = useQueryClient();
  const queryKey = ['payment-status', sessionId];
  const query = useQuery({
    queryKey,
    queryFn: () => getPaymentStatus(sessionId ?? ''),
    enabled: !!sessionId,
    retry: false,
    refetchInterval: (query) =>
      isStillWaiting(query.state.data?.status, query.state.dataUpdateCount) ? PAYMENT_POLL_MS : false,
  });
  const reads = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  return { ...query, isWaiting: query.isPending || isStillWaiting(query.data?.status, reads) };
}
