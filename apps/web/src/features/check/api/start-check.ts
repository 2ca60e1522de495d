import type { DekonstruktorRequest, DekonstruktorResponse } from '@brandwright/contracts';

import { api } from '../../../lib/api-client.ts';

/**
 * Starts a search (POST /api/dekonstruktor): the server validates it, spends one credit and queues one
 * job per chosen source, then answers the search token.
 */
export function startCheck(request: DekonstruktorRequest): Promise<DekonstruktorResponse> {
  return api.post<DekonstruktorResponse>('/api/dekonstruktor', request);
}
