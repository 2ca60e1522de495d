import type { ChangeDetailsRequest, ChangeDetailsResponse } from '@brandwright/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { currentUserQueryKey, type CurrentSession } from '../../../lib/auth.ts';

export function useChangeDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeDetailsRequest) =>
      api.post<ChangeDetailsResponse>('/api/user/changeuserdetails', input),
    onSuccess: (response) => {
      queryClient.setQueryData<CurrentSession | null>(currentUserQueryKey, (current) =>
        current ? { ...current, user: response.result } : current,
      );
    },
  });
}
