import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export interface CheckoutSession {
  sessionId: string;
  /** Stripe's hosted page, or the sandbox checkout page when the server runs without Stripe keys. */
  url: string;
}

/** Opens a checkout session for one product (POST /api/product/getProductSessionId). */
export function startCheckout(productId: string): Promise<CheckoutSession> {
  return api.post<CheckoutSession>('/api/product/getProductSessionId', { productId });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
