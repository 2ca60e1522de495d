import type { LoginResponse, RegisterRequest, RegisterResponse } from '@brandwright/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { setCurrentSession } from '../../../lib/auth.ts';

export interface RegistrationOutcome {
  /** The signed-in session when the automatic login worked, null when it did not (yet). */
  session: LoginResponse | null;
}

/**
 * Registration, then the automatic login of spec 4. The server refuses logins until the e-mail
 * link is followed (403), so a failed automatic login is expected and not a registration failure:
 * only a failed registration is reported to the user.
 */
export async function registerAndLogin(input: RegisterRequest): Promise<RegistrationOutcome> {
  await api.post<RegisterResponse>('/api/user/registerwithactivation', input);
  try {
    const session = await api.post<LoginResponse>('/api/user/login', {
      email: input.email,
      password: input.password,
      remember: false,
    });
    return { session };
  } catch {
    return { session: null };
  }
}

export function useRegisterAndLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAndLogin,
    onSuccess: ({ session }) => {
      if (session) setCurrentSession(queryClient, { user: session.result.user, plan: session.result.plan });
    },
  });
}
