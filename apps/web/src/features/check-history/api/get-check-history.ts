import type { CheckHistoryItem } from '@brandwright/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export interface CheckHistoryPage {
  data: CheckHistoryItem[];
  totalRecords: number;
}

/** The member's past Check searches, newest first (POST /api/dekonstruktor/history; page 1 is the first). */
export function getCheckHistory(page: number): Promise<CheckHistoryPage> {
  return api.post<CheckHistoryPage>('/api/dekonstruktor/history', { page });
}

export function useCheckHistory(page: number) {
  return useQuery({
    queryKey: ['check-history', page],
    queryFn: () => getCheckHistory(page),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
