import { beforeAll, describe, expect, it } from 'vitest';
import { CheckEventStream, type EventSink } from '../src/modules/check/read/check-event-stream.ts';
import { ProgressPoller } from '../src/modules/check/read/progress-poller.ts';
import { findSourceRows } from '../src/modules/check/read/source-progress.ts';
import { seedCheckSearch, updateCheckSource, type SeededSearch } from './helpers/seed-check-search.ts';
import { RecordingMailer, signedInUser, useTestApp } from './helpers/test-app.ts';

// The progress poller and one stream's bounds, on a real database (PGlite by default, PostgreSQL with
// TEST_DATABASE_URL): one query per tick however many streams are open, heartbeats and the stream's
// end counted in ticks (never by the clock), a client too far behind dropped.

const mailer = new RecordingMailer();
const t = useTestApp({ mailer });
let userId: string;

beforeAll(async () => {
  userId = (await signedInUser(t.app, mailer)).id;
});

/** Records what a stream writes; `backlog` plays a client that reads nothing. */
class RecordingSink implements EventSink {
  readonly chunks: string[] = [];
  ended = 0;
  backlog = 0;
  write(chunk: string): boolean {
    this.chunks.push(chunk);
    return true;
  }
  end(): void {
    this.ended += 1;
  }
  get writableLength(): number {
    return this.backlog;
  }
  get events(): string[] {
    return this.chunks.flatMap((chunk) => {
      const name = /^event: (\w+)/.exec(chunk)?.[1];
      if (name) return [name];
      return chunk.startsWith(':') ? ['heartbeat'] : [];
    });
  }
}

const running = (): Promise<SeededSearch> =>
  seedCheckSearch(t.database.db, {
    userId,
    jobTypes: ['domain_search'],
    sources: { domains: { state: 'running', percentage: 5 } },
  });

/** Resolves once `predicate` holds, checked after every tick of the poller. */
function afterTicks(poller: ProgressPoller, searchId: string, predicate: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = poller.subscribe(searchId, () => {
      if (predicate()) {
        stop();
        resolve();
      }
    });
  });
}

describe('progress poller', () => {
  it('reads every watched search in one query per tick and hands each listener its own rows', async () => {
    const searches = await Promise.all(Array.from({ length: 12 }, running));
    await updateCheckSource(t.database.db, searches[3]!.id, 'domains', { state: 'running', percentage: 42 });
    const poller = new ProgressPoller(t.database.db, { intervalMs: 5 });
    const calls = new Map<string, number>();
    const seen = new Map<string, number>();
    const stops = searches.map((search) =>
      poller.subscribe(search.id, (rows) => {
        calls.set(search.id, (calls.get(search.id) ?? 0) + 1);
        seen.set(search.id, rows[0]!.percentage);
      }),
    );
    await afterTicks(poller, searches[0]!.id, () => (calls.get(searches[0]!.id) ?? 0) >= 5);
    for (const stop of stops) stop();
    poller.close();
    const counts = [...calls.values()];
    expect(counts).toHaveLength(12);
    // Every listener was called once per tick, and each tick was one query.
    expect(new Set(counts).size).toBe(1);
    expect(poller.queryCount).toBe(counts[0]);
    expect(seen.get(searches[3]!.id)).toBe(42);
    expect(seen.get(searches[4]!.id)).toBe(5);
    expect(poller.watchedSearches).toBe(0);
  });

  it('runs no query while nobody listens', async () => {
    const poller = new ProgressPoller(t.database.db, { intervalMs: 1 });
    const search = await running();
    const stop = poller.subscribe(search.id, () => undefined);
    stop();
    // A later subscriber's first tick is the first query: nothing ran in between.
    let ticks = 0;
    await afterTicks(poller, search.id, () => ++ticks === 1);
    expect(poller.queryCount).toBe(1);
    poller.close();
  });
});

describe('one progress stream', () => {
  it('sends a heartbeat every N quiet ticks and ends after the most ticks, releasing once', async () => {
    const search = await running();
    const poller = new ProgressPoller(t.database.db, { intervalMs: 1 });
    const sink = new RecordingSink();
    let released = 0;
    const stream = new CheckEventStream(
      sink,
      ['domain_search'],
      { heartbeatEveryTicks: 3, maxTicks: 10, maxBufferedBytes: 1024 },
      () => (released += 1),
    );
    stream.start(poller, search.id, await findSourceRows(t.database.db, search.id));
    await afterTicks(poller, search.id, () => stream.isEnded);
    expect(sink.events).toEqual(['status', 'heartbeat', 'heartbeat', 'heartbeat']);
    expect(sink.chunks[0]).toBe('retry: 2000\n\n');
    expect(sink.ended).toBe(1);
    stream.close();
    expect(released).toBe(1);
    expect(sink.ended).toBe(1);
    poller.close();
  });

  it('drops a client that stopped reading instead of buffering without bound', async () => {
    const search = await running();
    const poller = new ProgressPoller(t.database.db, { intervalMs: 1 });
    const sink = new RecordingSink();
    let released = 0;
    const stream = new CheckEventStream(
      sink,
      ['domain_search'],
      { heartbeatEveryTicks: 1, maxTicks: 1000, maxBufferedBytes: 100 },
      () => (released += 1),
    );
    stream.start(poller, search.id, await findSourceRows(t.database.db, search.id));
    expect(stream.isEnded).toBe(false);
    sink.backlog = 101;
    await afterTicks(poller, search.id, () => stream.isEnded);
    expect(released).toBe(1);
    expect(sink.ended).toBe(1);
    poller.close();
  });
});
