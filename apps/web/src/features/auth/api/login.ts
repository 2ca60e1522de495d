import type { LoginRequest, LoginResponse } from '@brandwright/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { setCurrentSession } from '../../../lib/auth.ts';

export function login(input: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/user/login', input);
}

/** Logs in; the server sets the session cookie and we seed the "who am I" cache from the answer. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      setCurrentSession(queryClient, { user: response.result.user, plan: response.result.plan });
    },
  });
}
