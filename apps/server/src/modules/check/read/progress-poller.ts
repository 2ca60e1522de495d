import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import type { SourceRow } from './source-progress.ts';

/** Called on every tick with the search's source rows as they are in the database now. */
export type ProgressListener = (rows: SourceRow[]) => void;

export interface ProgressPollerOptions {
  /** Pause between the end of one tick's query and the next (default 120 ms). */
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

interface PolledRow extends SourceRow {
  search_id: string;
}

export const DEFAULT_POLL_INTERVAL_MS = 120;

/**
 * One poller per process for every open progress stream: each tick reads the source rows of all the
 * searches being watched in one query, then hands each listener its search's rows. Progress lives in
 * the database only, so a stream on any process sees what a job on any other process wrote. Ticks
 * run only while someone listens and never overlap (the next is scheduled after the query answers).
 */
export class ProgressPoller {
  private readonly listeners = new Map<string, Set<ProgressListener>>();
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  private closed = false;
  /** Queries run so far: one per tick, however many streams are open. */
  queryCount = 0;

  constructor(
    private readonly db: DbOrTx,
    private readonly options: ProgressPollerOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  }

  /** Starts watching a search; the answer stops it. */
  subscribe(searchId: string, listener: ProgressListener): () => void {
    if (this.closed) throw new Error('progress poller is closed');
    let set = this.listeners.get(searchId);
    if (!set) {
      set = new Set();
      this.listeners.set(searchId, set);
    }
    set.add(listener);
    this.schedule();
    return () => {
      const current = this.listeners.get(searchId);
      current?.delete(listener);
      if (current?.size === 0) this.listeners.delete(searchId);
      if (this.listeners.size === 0) this.cancel();
    };
  }

  get watchedSearches(): number {
    return this.listeners.size;
  }

  close(): void {
    this.closed = true;
    this.listeners.clear();
    this.cancel();
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.closed || this.timer || this.ticking || this.listeners.size === 0) return;
    this.timer = setTimeout(() => void this.tick(), this.intervalMs);
  }

  private async tick(): Promise<void> {
    this.timer = undefined;
    const searchIds = [...this.listeners.keys()];
    if (searchIds.length === 0 || this.closed) return;
    this.ticking = true;
    try {
      this.queryCount += 1;
      // One text parameter whatever the number of searches: one statement shape for every tick.
      const result = await this.db.execute<PolledRow>(sql`
        SELECT search_id, source, state, percentage, record_count, reason
        FROM check_search_sources
        WHERE search_id = ANY (string_to_array(${searchIds.join(',')}, ',')::uuid[])`);
      const bySearch = new Map<string, SourceRow[]>();
      for (const row of result.rows) {
        const rows = bySearch.get(row.search_id) ?? [];
        rows.push(row);
        bySearch.set(row.search_id, rows);
      }
      for (const searchId of searchIds) {
        // Copied: a listener may unsubscribe (its stream ended) while we iterate.
        for (const listener of [...(this.listeners.get(searchId) ?? [])]) {
          try {
            listener(bySearch.get(searchId) ?? []);
          } catch (error) {
            this.options.onError?.(error);
          }
        }
      }
    } catch (error) {
      // A failed read (a restarting database) is retried on the next tick; streams stay open.
      if (!this.closed) this.options.onError?.(error);
    } finally {
      this.ticking = false;
      this.schedule();
    }
  }
}
