import type { ConfirmEmailResponse } from '@brandwright/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth.ts';

/** Confirms an e-mail change with the code from the link mailed to the new address. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<ConfirmEmailResponse>('/api/user/confirmemail', { code }),
    // A signed-in session now has a new address: read it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
