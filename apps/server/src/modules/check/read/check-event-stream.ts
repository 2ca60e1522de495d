import type { CheckJobType } from '@brandwright/contracts';
import { ProgressEvents } from './progress-events.ts';
import type { ProgressPoller } from './progress-poller.ts';
import type { SourceRow } from './source-progress.ts';
import { SSE_HEARTBEAT, SSE_RETRY, sseEvent } from './sse-frame.ts';

/** Where a stream writes: the HTTP response in the route, a recorder in tests. */
export interface EventSink {
  write(chunk: string): boolean;
  end(): void;
  /** Bytes written but not yet taken by the client. */
  readonly writableLength: number;
}

export interface EventStreamLimits {
  /** A heartbeat comment every this many poller ticks without an event (about 15 s at 120 ms). */
  heartbeatEveryTicks: number;
  /** The stream ends after this many ticks (about 10 minutes); EventSource reconnects and gets the status anew. */
  maxTicks: number;
  /** A client this far behind (bytes unread) is dropped rather than buffered without bound. */
  maxBufferedBytes: number;
}

export const DEFAULT_STREAM_LIMITS: EventStreamLimits = {
  heartbeatEveryTicks: 125,
  maxTicks: 5000,
  maxBufferedBytes: 256 * 1024,
};

/**
 * One client's progress stream: writes the status at once, then what each poller tick changed, and
 * ends after `complete`, after `maxTicks`, when the client falls too far behind, or on `close()`.
 * Work is bounded by ticks, not by the clock. `onEnd` runs exactly once.
 */
export class CheckEventStream {
  private readonly events: ProgressEvents;
  private unsubscribe: (() => void) | undefined;
  private ticks = 0;
  private quietTicks = 0;
  private ended = false;

  constructor(
    private readonly sink: EventSink,
    jobTypes: readonly CheckJobType[],
    private readonly limits: EventStreamLimits,
    private readonly onEnd: () => void,
  ) {
    this.events = new ProgressEvents(jobTypes);
  }

  /** Sends the current status (from `rows`, read before the stream opened) and starts following the search. */
  start(poller: ProgressPoller, searchId: string, rows: readonly SourceRow[]): void {
    this.send(SSE_RETRY);
    this.emit(this.events.start(rows));
    if (this.ended) return;
    this.unsubscribe = poller.subscribe(searchId, (current) => this.onTick(current));
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** Ends the stream (client gone, server closing); safe to call more than once. */
  close(): void {
    if (this.ended) return;
    this.ended = true;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    try {
      this.sink.end();
    } finally {
      this.onEnd();
    }
  }

  private onTick(rows: readonly SourceRow[]): void {
    if (this.ended) return;
    this.ticks += 1;
    const events = this.events.update(rows);
    if (events.length > 0) {
      this.quietTicks = 0;
      this.emit(events);
    } else {
      this.quietTicks += 1;
      if (this.quietTicks >= this.limits.heartbeatEveryTicks) {
        this.quietTicks = 0;
        this.send(SSE_HEARTBEAT);
      }
    }
    if (!this.ended && this.ticks >= this.limits.maxTicks) this.close();
  }

  private emit(events: ReturnType<ProgressEvents['update']>): void {
    for (const { event, data } of events) this.send(sseEvent(event, data));
    if (this.events.done) this.close();
  }

  private send(chunk: string): void {
    if (this.ended) return;
    this.sink.write(chunk);
    if (this.sink.writableLength > this.limits.maxBufferedBytes) this.close();
  }
}
