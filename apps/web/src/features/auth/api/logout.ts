import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { setCurrentSession } from '../../../lib/auth.ts';
import { removeStorage, storageKeys } from '../../../lib/storage.ts';

/** Ends the server session and forgets everything but the remembered e-mail (spec 4, "Logout"). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>('/api/user/logout', {}),
    onSettled: () => {
      // Even when the call fails the browser must stop showing the account: clear local state regardless.
      setCurrentSession(queryClient, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'current-user' });
      removeStorage('session', storageKeys.currentProjectName);
      removeStorage('local', storageKeys.resetEmail);
    },
  });
}
