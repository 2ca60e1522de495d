import type { ClassSearchResponse } from '@brandwright/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export type TrademarkClassMatch = ClassSearchResponse['result'][number];

/** Nice classes matching a product or service (GET /api/dekonstruktor/trademarkcategory/search/{term}). */
export function searchTrademarkClasses(term: string): Promise<TrademarkClassMatch[]> {
  return api
    .get<ClassSearchResponse>(`/api/dekonstruktor/trademarkcategory/search/${encodeURIComponent(term)}`)
    .then((body) => body.result);
}

/** Spec 5: an empty term is not searched. */
export function useTrademarkClassSearch(term: string) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: ['trademark-classes', trimmed.toLowerCase()],
    queryFn: () => searchTrademarkClasses(trimmed),
    enabled: trimmed !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
