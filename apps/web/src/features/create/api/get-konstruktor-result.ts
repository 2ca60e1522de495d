import {
  CREATE_RESULT_PATHS,
  type CreateMethod,
  type KonstruktorResultResponse,
} from '@brandwright/contracts';

import { api } from '../../../lib/api-client.ts';

/** One method's group of a search (POST /api/konstruktor/result…); each is asked on its own so groups stream in. */
export function getKonstruktorResult(
  method: CreateMethod,
  searchToken: string,
): Promise<KonstruktorResultResponse> {
  return api.post<KonstruktorResultResponse>(`/api/konstruktor/${CREATE_RESULT_PATHS[method]}`, {
    search_token: searchToken,
  });
}
