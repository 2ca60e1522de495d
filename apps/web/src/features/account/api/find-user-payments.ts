import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** One row of the signed-in user's payment history (POST /api/payment/getuserpayments). */
export interface PaymentRecord {
  date: string;
  plan_name: string;
  /** Minor units (pence). */
  amount_total: number;
  payment_status: string;
}

export interface UserPaymentsResponse {
  result: PaymentRecord[];
}

export const userPaymentsQueryKey = ['user-payments'] as const;

export function findUserPayments(): Promise<PaymentRecord[]> {
  return api.post<UserPaymentsResponse>('/api/payment/getuserpayments', {}).then((body) => body.result);
}

export function useUserPayments() {
  return useQuery({ queryKey: userPaymentsQueryKey, queryFn: findUserPayments });
}
