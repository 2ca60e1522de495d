import type { SavedCreation } from '@brandwright/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export interface SaveCreationInput {
  projectId: string;
  name: string;
  words: string[];
}

/** Saves the project's name and Word Bank as a creation (POST /api/wordbank/SaveWordsForUser). */
export function saveCreation({ projectId, name, words }: SaveCreationInput): Promise<SavedCreation> {
  return api
    .post<{ data: SavedCreation }>('/api/wordbank/SaveWordsForUser', {
      project_id: projectId,
      konstruktor_name: name,
      words,
    })
    .then((body) => body.data);
}

export function useSaveCreation() {
  return useMutation({ mutationFn: saveCreation });
}
