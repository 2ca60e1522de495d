import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export interface BlogPost {
  id: number | string;
  title: string;
  featured_text: string;
  banner: { path: string } | null;
  content: string;
  slug: string;
  url?: string;
}

/** Accepts both a bare list (the contract) and `{result: [...]}` (the original API's envelope). */
export async function getLatestBlogs(): Promise<BlogPost[]> {
  const body = await api.get<BlogPost[] | { result?: BlogPost[] } | undefined>('/api/latest-blogs');
  if (Array.isArray(body)) return body;
  return Array.isArray(body?.result) ? body.result : [];
}

export function useLatestBlogs() {
  return useQuery({
    queryKey: ['latest-blogs'],
    queryFn: getLatestBlogs,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
