import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import type { SandboxCheckout } from './get-sandbox-checkout.ts';

/** Pays (`pay`) or abandons (`cancel`) a sandbox checkout: no real payment is ever taken. */
export function completeSandboxCheckout(input: {
  sessionId: string;
  outcome: 'pay' | 'cancel';
}): Promise<SandboxCheckout> {
  return api.post<SandboxCheckout>(
    `/api/payment/sandbox/${encodeURIComponent(input.sessionId)}/${input.outcome}`,
    {},
  );
}

export function useCompleteSandboxCheckout() {
  return useMutation({ mutationFn: completeSandboxCheckout });
}
