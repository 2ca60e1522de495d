import type { ProjectSummary } from '@brandwright/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export const projectsQueryKey = ['projects'] as const;

/** The member's projects, newest first (GET /api/project). */
export function getProjects(): Promise<ProjectSummary[]> {
  return api.get<ProjectSummary[]>('/api/project');
}

export function useProjects() {
  return useQuery({ queryKey: projectsQueryKey, queryFn: getProjects });
}
