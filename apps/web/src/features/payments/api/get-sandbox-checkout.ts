import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import type { PaymentStatus } from './get-payment-status.ts';

/** What the sandbox checkout page shows (GET /api/payment/sandbox/{sessionId}). */
export interface SandboxCheckout extends PaymentStatus {
  success_url: string;
  cancel_url: string;
}

export const sandboxCheckoutQueryKey = (sessionId: string) => ['sandbox-checkout', sessionId] as const;

export function getSandboxCheckout(sessionId: string): Promise<SandboxCheckout> {
  return api.get<SandboxCheckout>(`/api/payment/sandbox/${encodeURIComponent(sessionId)}`);
}

export function useSandboxCheckout(sessionId: string) {
  return useQuery({
    queryKey: sandboxCheckoutQueryKey(sessionId),
    queryFn: () => getSandboxCheckout(sessionId),
    retry: false,
  });
}
