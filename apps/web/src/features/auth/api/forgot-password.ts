import type { ForgotPasswordRequest, ForgotPasswordResponse } from '@brandwright/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordRequest) =>
      api.post<ForgotPasswordResponse>('/api/user/forgetpassword', input),
  });
}
