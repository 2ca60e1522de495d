import { api } from '../../../lib/api-client.ts';

/** Resolves true on 200, false on any failure: the page only needs to know which message to leave. */
export async function activateAccount(email: string, code: string): Promise<boolean> {
  try {
    await api.get<unknown>(`/api/user/activation/${encodeURIComponent(email)}/${encodeURIComponent(code)}`);
    return true;
  } catch {
    return false;
  }
}
