import type { CheckSourceProgress, CheckStatusResponse } from '@brandwright/contracts';
import type { CheckJobType } from '@brandwright/contracts';
import { sourceProgressList, summariseProgress, type SourceRow } from './source-progress.ts';

export type ProgressEventName = 'status' | 'source' | 'complete';

export interface ProgressEvent {
  event: ProgressEventName;
  data: CheckStatusResponse | CheckSourceProgress;
}

const sameProgress = (a: CheckSourceProgress, b: CheckSourceProgress | undefined): boolean =>
  b !== undefined &&
  a.state === b.state &&
  a.percentage === b.percentage &&
  a.count === b.count &&
  a.reason === b.reason;

/**
 * What one progress stream tells its client, independent of HTTP: first the whole status, then a
 * `source` event for each source whose row changed, then `complete` once every source has finished
 * (after which `done` is true and nothing more is sent).
 */
export class ProgressEvents {
  private last = new Map<string, CheckSourceProgress>();
  done = false;

  constructor(private readonly jobTypes: readonly CheckJobType[]) {}

  /** The first events: the status as it is now, and `complete` at once when it already is. */
  start(rows: readonly SourceRow[]): ProgressEvent[] {
    const status = summariseProgress(sourceProgressList(this.jobTypes, rows));
    this.remember(status);
    const events: ProgressEvent[] = [{ event: 'status', data: status }];
    return this.finish(status, events);
  }

  /** The events for the rows read on a later tick: only what changed. */
  update(rows: readonly SourceRow[]): ProgressEvent[] {
    if (this.done) return [];
    const status = summariseProgress(sourceProgressList(this.jobTypes, rows));
    const events: ProgressEvent[] = status.sources
      .filter((source) => !sameProgress(source, this.last.get(source.source)))
      .map((source) => ({ event: 'source' as const, data: source }));
    this.remember(status);
    return this.finish(status, events);
  }

  private remember(status: CheckStatusResponse): void {
    this.last = new Map(status.sources.map((source) => [source.source, source]));
  }

  private finish(status: CheckStatusResponse, events: ProgressEvent[]): ProgressEvent[] {
    if (!status.complete) return events;
    this.done = true;
    return [...events, { event: 'complete', data: status }];
  }
}
