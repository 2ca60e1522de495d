import type { MessageResponse, ResetPasswordRequest } from '@brandwright/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordRequest) => api.post<MessageResponse>('/api/user/resetpassword', input),
  });
}
