import type { ProjectSummary } from '@brandwright/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';

import { ApiError } from '../../../lib/api-client.ts';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../../lib/storage.ts';
import type { ToolWorkspace } from '../../../lib/tool-workspace.tsx';
import { useAddBankItem, type BankKind } from '../api/add-bank-item.ts';
import { useProject } from '../api/get-project.ts';
import { projectsQueryKey, useProjects } from '../api/get-projects.ts';

export type ProjectWorkspace = Omit<ToolWorkspace, 'toolInput' | 'setToolInput'>;

/**
 * The current project and its banks as the brand tools share them. The chosen project id is kept in
 * local storage so a reload keeps it; a project the server no longer knows (deleted elsewhere,
 * another member signed in) is forgotten.
 */
export function useProjectWorkspace(): ProjectWorkspace {
  const queryClient = useQueryClient();
  const [projectId, setProjectId] = useState<string | null>(() =>
    readStorage('local', storageKeys.currentProjectId),
  );
  const projects = useProjects();
  const detail = useProject(projectId);
  const addItem = useAddBankItem();

  const selectProject = useCallback(
    (id: string | null, known?: ProjectSummary) => {
      if (known) {
        queryClient.setQueryData<ProjectSummary[]>(projectsQueryKey, (list) =>
          list?.some((project) => project.id === known.id) ? list : [known, ...(list ?? [])],
        );
      }
      setProjectId(id);
      if (id) writeStorage('local', storageKeys.currentProjectId, id);
      else removeStorage('local', storageKeys.currentProjectId);
    },
    [queryClient],
  );

  const missing = detail.error instanceof ApiError && detail.error.statusCode === 404;
  useEffect(() => {
    if (missing) selectProject(null);
  }, [missing, selectProject]);

  const { mutateAsync } = addItem;
  const add = useCallback(
    async (kind: BankKind, name: string, target: string | null) => {
      if (!target || name.trim() === '') return false;
      try {
        await mutateAsync({ projectId: target, kind, name: name.trim() });
        return true;
      } catch {
        // Spec 001 section 8: other failures are not shown; the bank simply does not gain the name.
        return false;
      }
    },
    [mutateAsync],
  );

  const list = projects.data;
  const data = detail.data;
  return useMemo(() => {
    const summary =
      data && data.id === projectId
        ? { id: data.id, name: data.name, description: data.description }
        : (list?.find((project) => project.id === projectId) ?? null);
    return {
      projects: list ?? [],
      projectsReady: projects.isSuccess || projects.isError,
      projectId,
      project: projectId ? summary : null,
      selectProject,
      words: data && data.id === projectId ? data.words : [],
      brands: data && data.id === projectId ? data.brands : [],
      addWord: (name: string, target?: string) => add('word', name, target ?? projectId),
      addBrand: (name: string, target?: string) => add('brand', name, target ?? projectId),
    };
  }, [list, data, projectId, selectProject, add, projects.isSuccess, projects.isError]);
}
