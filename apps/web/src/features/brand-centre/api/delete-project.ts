import type { ProjectSummary } from '@brandwright/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { projectQueryKey } from './get-project.ts';
import { projectsQueryKey } from './get-projects.ts';

/** Deletes a project with both banks (DELETE /api/project/{id}); answers the removed id. */
export function deleteProject(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/api/project/${encodeURIComponent(id)}`);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: ({ id }) => {
      queryClient.setQueryData<ProjectSummary[]>(projectsQueryKey, (projects) =>
        projects?.filter((project) => project.id !== id),
      );
      queryClient.removeQueries({ queryKey: projectQueryKey(id) });
    },
  });
}
