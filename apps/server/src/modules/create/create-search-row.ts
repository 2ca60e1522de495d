import { CREATE_METHODS, type CreateMethod } from '@brandwright/contracts';

/** A create search as `create_searches` keeps it (without its groups). */
export interface CreateSearch {
  id: string;
  token: string;
  projectId: string | null;
  projectName: string;
  keyword: string;
  language: string;
  methods: CreateMethod[];
  createdAt: Date;
}

export interface CreateSearchRow extends Record<string, unknown> {
  id: string;
  token: string;
  project_id: string | null;
  project_name: string;
  keyword: string;
  language: string;
  methods: string[];
  created_at: Date | string;
}

export const CREATE_SEARCH_COLUMNS =
  'id, token, project_id, project_name, keyword, language, methods, created_at';

/** The stored method codes, in the engine's order (only codes this server wrote can be there). */
export function toCreateMethods(codes: readonly string[]): CreateMethod[] {
  return CREATE_METHODS.filter((method) => codes.includes(method));
}

export function toCreateSearch(row: CreateSearchRow): CreateSearch {
  return {
    id: row.id,
    token: row.token,
    projectId: row.project_id,
    projectName: row.project_name,
    keyword: row.keyword,
    language: row.language,
    methods: toCreateMethods(row.methods),
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  };
}
