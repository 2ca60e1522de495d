import type { CheckStatusResponse } from '@brandwright/contracts';

import { api } from '../../../lib/api-client.ts';

export const checkStatusQueryKey = (token: string) => ['check-status', token] as const;

/** A search's overall percentage and each source's state (GET /api/dekonstruktor/status/{token}). */
export function getCheckStatus(token: string): Promise<CheckStatusResponse> {
  return api.get<CheckStatusResponse>(`/api/dekonstruktor/status/${encodeURIComponent(token)}`);
}
