import type { CheckoutResponse, ProductKey } from '@brandwright/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/**
 * Opens a checkout session for one product (POST /api/product/getProductSessionId). The answer's
 * `url` is Stripe's hosted page, or the server's sandbox checkout when it runs without Stripe keys.
 */
export function startCheckout(productId: ProductKey): Promise<CheckoutResponse> {
  return api.post<CheckoutResponse>('/api/product/getProductSessionId', { productId });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
