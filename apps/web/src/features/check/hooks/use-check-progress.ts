import {
  CHECK_EVENT_NAMES,
  checkSourceProgressSchema,
  checkStatusResponseSchema,
  isFinishedSourceState,
  type CheckSourceProgress,
  type CheckStatusResponse,
} from '@brandwright/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { checkStatusQueryKey, getCheckStatus } from '../api/get-check-status.ts';

/** Spec 9: the polling interval when the event stream is not available. */
export const STATUS_POLL_MS = 2000;

export type ProgressTransport = 'stream' | 'poll';

function parseJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The overall percentage of sources that report their own: their mean. */
function overall(sources: readonly CheckSourceProgress[]): number {
  if (sources.length === 0) return 0;
  return Math.round(sources.reduce((sum, source) => sum + source.percentage, 0) / sources.length);
}

export function mergeSourceProgress(
  status: CheckStatusResponse | undefined,
  update: CheckSourceProgress,
): CheckStatusResponse {
  const sources = status?.sources ?? [];
  const next = sources.some((source) => source.source === update.source)
    ? sources.map((source) => (source.source === update.source ? update : source))
    : [...sources, update];
  return {
    percentage: Math.max(status?.percentage ?? 0, overall(next)),
    complete: status?.complete ?? false,
    sources: next,
  };
}

const eventNames = new Set<string>(CHECK_EVENT_NAMES);

/**
 * A search's progress: the status call once, then Server-Sent Events from
 * GET /api/dekonstruktor/events/{token} (`status`, `source`, `complete`) written into the same query
 * cache entry. If the stream fails before `complete`, it falls back to polling the status call every
 * 2 s (spec 9).
 */
export function useCheckProgress(token: string | null) {
  const queryClient = useQueryClient();
  const canStream = typeof EventSource !== 'undefined';
  const [transport, setTransport] = useState<{ token: string | null; kind: ProgressTransport }>({
    token,
    kind: canStream ? 'stream' : 'poll',
  });
  // A new token starts with the stream again.
  const kind: ProgressTransport = transport.token === token ? transport.kind : canStream ? 'stream' : 'poll';

  const status = useQuery({
    queryKey: checkStatusQueryKey(token ?? ''),
    queryFn: () => getCheckStatus(token ?? ''),
    enabled: token !== null,
    // A search that cannot be read (404) is not asked again.
    refetchInterval: (query) =>
      kind === 'poll' && query.state.error === null && query.state.data?.complete !== true
        ? STATUS_POLL_MS
        : false,
  });

  const isComplete = status.data?.complete === true;
  useEffect(() => {
    if (token === null || kind !== 'stream' || isComplete) return;
    const key = checkStatusQueryKey(token);
    const url = `/api/dekonstruktor/events/${encodeURIComponent(token)}`;
    const source = new EventSource(url);
    let finished = false;

    const onMessage = (name: string) => (event: Event) => {
      if (!eventNames.has(name)) return;
      const data = parseJson((event as MessageEvent).data);
      if (name === 'source') {
        const parsed = checkSourceProgressSchema.safeParse(data);
        if (parsed.success)
          queryClient.setQueryData<CheckStatusResponse>(key, (previous) =>
            mergeSourceProgress(previous, parsed.data),
          );
        return;
      }
      const parsed = checkStatusResponseSchema.safeParse(data);
      if (name === 'complete') {
        finished = true;
        source.close();
        if (parsed.success) queryClient.setQueryData(key, { ...parsed.data, complete: true });
        else void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      if (parsed.success) queryClient.setQueryData(key, parsed.data);
    };
    const listeners = CHECK_EVENT_NAMES.map((name) => [name, onMessage(name)] as const);
    for (const [name, listener] of listeners) source.addEventListener(name, listener);
    source.onerror = () => {
      if (finished) return;
      // The stream broke (a proxy, an old server): ask the status call every 2 s instead.
      source.close();
      setTransport({ token, kind: 'poll' });
      void queryClient.invalidateQueries({ queryKey: key });
    };
    return () => {
      for (const [name, listener] of listeners) source.removeEventListener(name, listener);
      source.onerror = null;
      source.close();
    };
  }, [token, kind, isComplete, queryClient]);

  const sources = status.data?.sources ?? [];
  return {
    status: status.data,
    isLoading: status.isPending && token !== null,
    error: status.error,
    isComplete,
    finishedCount: sources.filter((source) => isFinishedSourceState(source.state)).length,
    transport: kind,
  };
}
