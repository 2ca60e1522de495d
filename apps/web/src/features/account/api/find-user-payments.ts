import type { PaymentRecord, UserPaymentsResponse } from '@brandwright/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export const userPaymentsQueryKey = ['user-payments'] as const;

export type { PaymentRecord };

/** The signed-in user's payments, newest first (POST /api/payment/getuserpayments). */
export function findUserPayments(): Promise<PaymentRecord[]> {
  return api.post<UserPaymentsResponse>('/api/payment/getuserpayments', {}).then((body) => body.result);
}

export function useUserPayments() {
  return useQuery({ queryKey: userPaymentsQueryKey, queryFn: findUserPayments });
}
