import type { ProjectDetail } from '@brandwright/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import type { BankKind } from './add-bank-item.ts';
import { projectQueryKey } from './get-project.ts';

export interface RemoveBankItemInput {
  projectId: string;
  kind: BankKind;
  itemId: string;
}

/** Removes a word or brand (DELETE /api/project/{id}/word/{itemId} or …/brand/{itemId}). */
export function removeBankItem({ projectId, kind, itemId }: RemoveBankItemInput): Promise<{ id: string }> {
  return api.delete<{ id: string }>(
    `/api/project/${encodeURIComponent(projectId)}/${kind}/${encodeURIComponent(itemId)}`,
  );
}

const bankField = { word: 'words', brand: 'brands' } as const;

/**
 * Spec 001 section 4: the item leaves the panel at once and is put back, where it was, when the
 * server refuses.
 */
export function useRemoveBankItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBankItem,
    onMutate: async ({ projectId, kind, itemId }) => {
      const key = projectQueryKey(projectId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ProjectDetail>(key);
      if (before) {
        const field = bankField[kind];
        queryClient.setQueryData<ProjectDetail>(key, {
          ...before,
          [field]: before[field].filter((item) => item.id !== itemId),
        });
      }
      return { before };
    },
    onError: (_error, { projectId, kind, itemId }, context) => {
      const removed = context?.before?.[bankField[kind]].find((item) => item.id === itemId);
      if (!removed || !context?.before) return;
      const original = context.before[bankField[kind]];
      // Put back only this item, at its old place, keeping any other change made meanwhile.
      queryClient.setQueryData<ProjectDetail>(projectQueryKey(projectId), (project) => {
        if (!project) return context.before;
        const field = bankField[kind];
        if (project[field].some((item) => item.id === itemId)) return project;
        const restored = original.filter(
          (item) => item.id === itemId || project[field].some((kept) => kept.id === item.id),
        );
        const added = project[field].filter((item) => !original.some((old) => old.id === item.id));
        return { ...project, [field]: [...restored, ...added] };
      });
    },
  });
}
