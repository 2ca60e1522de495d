import type { BrandCreateRequest, KonstruktorResponse } from '@brandwright/contracts';

import { api } from '../../../lib/api-client.ts';

export type StartKonstruktorInput = Omit<BrandCreateRequest, 'user_id'>;

/**
 * Starts a Create search (POST /api/konstruktor): the server validates it, checks the plan, selects
 * the project of that name or creates it, and answers the search token the result calls take.
 */
export function startKonstruktor(input: StartKonstruktorInput): Promise<KonstruktorResponse> {
  return api.post<KonstruktorResponse>('/api/konstruktor', input);
}
