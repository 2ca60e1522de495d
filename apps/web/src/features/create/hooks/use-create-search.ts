import {
  CREATE_METHODS,
  type CreateGroup,
  type CreateMethod,
  type KonstruktorResponse,
} from '@brandwright/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

import { ApiError } from '../../../lib/api-client.ts';
import { readStorageJson, removeStorage, storageKeys, writeStorageJson } from '../../../lib/storage.ts';
import { hasActivePlan } from '../api/get-active-plan.ts';
import { getKonstruktorResult } from '../api/get-konstruktor-result.ts';
import { startKonstruktor, type StartKonstruktorInput } from '../api/start-konstruktor.ts';

export type GroupState =
  | { method: CreateMethod; status: 'loading' }
  | { method: CreateMethod; status: 'done'; group: CreateGroup }
  | { method: CreateMethod; status: 'failed' };

export interface CreateSearch {
  token: string;
  projectId: string;
  keyword: string;
  groups: GroupState[];
}

/** What a reload needs to ask the result calls again (the server keeps each search's groups). */
interface StoredSearch {
  search_token: string;
  project_id: string;
  keyword: string;
  job_type: CreateMethod[];
}

function isStoredSearch(value: unknown): value is StoredSearch {
  if (typeof value !== 'object' || value === null) return false;
  const stored = value as Record<string, unknown>;
  return (
    typeof stored.search_token === 'string' &&
    typeof stored.project_id === 'string' &&
    typeof stored.keyword === 'string' &&
    Array.isArray(stored.job_type) &&
    stored.job_type.every((method) => (CREATE_METHODS as readonly unknown[]).includes(method))
  );
}

export type StartOutcome =
  | { kind: 'started'; response: KonstruktorResponse }
  | { kind: 'no-plan' }
  | { kind: 'failed'; message: string | null };

/**
 * The Create search of spec 001 section 4: plan check, POST /api/konstruktor (its search_token kept in
 * local storage), then every chosen method's result call at once, each group shown as it arrives.
 * `failed` is the timeout warning: set when the search goes wrong, cleared when one completes.
 */
export function useCreateSearch() {
  const [search, setSearch] = useState<CreateSearch | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const [failed, setFailed] = useState(false);
  // Answers of an older search must not land in a newer one.
  const current = useRef<string | null>(null);

  const fetchGroups = useCallback((token: string, methods: readonly CreateMethod[]) => {
    const settled = methods.map((method) =>
      getKonstruktorResult(method, token).then(
        (group): GroupState => ({ method, status: 'done', group }),
        (): GroupState => ({ method, status: 'failed' }),
      ),
    );
    for (const pending of settled) {
      void pending.then((state) => {
        if (current.current !== token) return;
        setSearch((previous) =>
          previous && previous.token === token
            ? {
                ...previous,
                groups: previous.groups.map((group) => (group.method === state.method ? state : group)),
              }
            : previous,
        );
      });
    }
    void Promise.all(settled).then((states) => {
      if (current.current !== token) return;
      setFailed(states.some((state) => state.status === 'failed'));
    });
  }, []);

  const show = useCallback(
    (stored: StoredSearch) => {
      current.current = stored.search_token;
      const methods = CREATE_METHODS.filter((method) => stored.job_type.includes(method));
      setSearch({
        token: stored.search_token,
        projectId: stored.project_id,
        keyword: stored.keyword,
        groups: methods.map((method) => ({ method, status: 'loading' })),
      });
      fetchGroups(stored.search_token, methods);
    },
    [fetchGroups],
  );

  const start = useCallback(
    async (input: StartKonstruktorInput): Promise<StartOutcome> => {
      setIsStarting(true);
      try {
        if (!(await hasActivePlan())) return { kind: 'no-plan' };
        const response = await startKonstruktor(input);
        const stored: StoredSearch = {
          search_token: response.search_token,
          project_id: response.project.id,
          keyword: response.keyword,
          job_type: response.job_type,
        };
        writeStorageJson('local', storageKeys.createSearch, stored);
        show(stored);
        return { kind: 'started', response };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NO_ACTIVE_PLAN') return { kind: 'no-plan' };
        // A refused payload (a 4xx: a limit, a field) is said in the server's words; anything else
        // (no answer, a 5xx) is the spec's timeout warning.
        const refused = error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500;
        if (!refused) setFailed(true);
        return { kind: 'failed', message: refused ? error.message : null };
      } finally {
        setIsStarting(false);
      }
    },
    [show],
  );

  /** Shows the stored search again (after a reload) when it belongs to the current project. */
  const restore = useCallback(
    (projectId: string) => {
      const stored = readStorageJson('local', storageKeys.createSearch);
      if (isStoredSearch(stored) && stored.project_id === projectId) show(stored);
    },
    [show],
  );

  const clear = useCallback(() => {
    current.current = null;
    setSearch(null);
    setFailed(false);
    removeStorage('local', storageKeys.createSearch);
  }, []);

  useEffect(
    () => () => {
      current.current = null;
    },
    [],
  );

  const isSearching = isStarting || (search?.groups.some((group) => group.status === 'loading') ?? false);
  return { search, isSearching, failed, start, restore, clear };
}
