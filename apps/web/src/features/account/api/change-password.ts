import type { ChangePasswordRequest, MessageResponse } from '@brandwright/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** Verifies the old password directly on the server (architecture departure from the reset-link flow). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) =>
      api.post<MessageResponse>('/api/user/changepassword', input),
  });
}
