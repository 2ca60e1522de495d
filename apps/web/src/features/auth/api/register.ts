import type { LoginResponse, RegisterRequest, RegisterResponse } from '@brandwright/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { setCurrentSession } from '../../../lib/auth.ts';

/** Registration then automatic login (spec 4): one mutation so the page shows one pending state. */
export async function registerAndLogin(input: RegisterRequest): Promise<LoginResponse> {
  await api.post<RegisterResponse>('/api/user/registerwithactivation', input);
  return api.post<LoginResponse>('/api/user/login', {
    email: input.email,
    password: input.password,
    remember: false,
  });
}

export function useRegisterAndLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAndLogin,
    onSuccess: (response) => {
      setCurrentSession(queryClient, { user: response.result.user, plan: response.result.plan });
    },
  });
}
