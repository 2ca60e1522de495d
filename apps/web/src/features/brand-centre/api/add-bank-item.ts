import type { BankItem, ProjectDetail } from '@brandwright/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { projectQueryKey } from './get-project.ts';

export type BankKind = 'word' | 'brand';

export interface AddBankItemInput {
  projectId: string;
  kind: BankKind;
  name: string;
}

/**
 * Adds a name to a project's Word Bank (POST /api/project/{id}/word) or Brand Bank (…/brand). An
 * equal name already there (any case) is answered as it is, so adding twice keeps one.
 */
export function addBankItem({ projectId, kind, name }: AddBankItemInput): Promise<BankItem> {
  return api.post<BankItem>(`/api/project/${encodeURIComponent(projectId)}/${kind}`, { name });
}

const bankField = { word: 'words', brand: 'brands' } as const;

export function useAddBankItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBankItem,
    onSuccess: (item, { projectId, kind }) => {
      queryClient.setQueryData<ProjectDetail>(projectQueryKey(projectId), (project) => {
        if (!project) return project;
        const field = bankField[kind];
        if (project[field].some((existing) => existing.id === item.id)) return project;
        return { ...project, [field]: [...project[field], item] };
      });
      // A read of the project that started before this add must not hide it.
      void queryClient.invalidateQueries({ queryKey: projectQueryKey(projectId) });
    },
  });
}
