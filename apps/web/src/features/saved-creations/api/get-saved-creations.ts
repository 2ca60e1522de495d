import type { SavedCreation } from '@brandwright/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export const savedCreationsQueryKey = ['saved-creations'] as const;

/** The member's saved creations, newest first (POST /api/wordbank/getSaveKonstruct). */
export function getSavedCreations(): Promise<SavedCreation[]> {
  return api.post<{ data: SavedCreation[] }>('/api/wordbank/getSaveKonstruct', {}).then((body) => body.data);
}

export function useSavedCreations() {
  return useQuery({ queryKey: savedCreationsQueryKey, queryFn: getSavedCreations, refetchOnMount: 'always' });
}
