import type { CheckPaginateResponse } from '@brandwright/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** The tables read page by page through the paginate calls (spec 7; page 1 is the first). */
export type PagedTable = 'uk' | 'eu' | 'us' | 'domains' | 'social' | 'social_users' | 'web';

function paginatePath(table: PagedTable, token: string, page: number): string {
  const id = encodeURIComponent(token);
  switch (table) {
    case 'uk':
      return `/api/uk-trademark/paginate/${id}?page=${page}`;
    case 'eu':
      return `/api/eu-trademark/paginate/${id}?page=${page}&office=EU`;
    case 'us':
      return `/api/eu-trademark/paginate/${id}?page=${page}&office=US`;
    case 'domains':
      return `/api/domain-search/paginate/${id}?page=${page}`;
    case 'social':
      return `/api/social-search/paginate/${id}?page=${page}`;
    case 'social_users':
      return `/api/social-user-search/paginate/${id}?page=${page}`;
    case 'web':
      return `/api/serp-search/paginate/${id}?page=${page}`;
  }
}

export function paginateCheck(
  table: PagedTable,
  token: string,
  page: number,
): Promise<CheckPaginateResponse> {
  return api.get<CheckPaginateResponse>(paginatePath(table, token, page));
}

/**
 * One page of a table. Page 1 comes with the result call, so only later pages are asked; while the
 * search is still running a page is read again every 5 s (spec 4).
 */
export function useCheckPage(
  table: PagedTable,
  token: string,
  page: number,
  { enabled, isComplete }: { enabled: boolean; isComplete: boolean },
) {
  return useQuery({
    queryKey: ['check-page', table, token, page],
    queryFn: () => paginateCheck(table, token, page),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: isComplete ? false : 5000,
  });
}
