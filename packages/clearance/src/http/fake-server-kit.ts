import type { ServerResponse } from 'node:http';

/**
 * What every loopback fake of a source shares (handles, mentions, web search): requests held until a
 * test releases them, latency on timers that closing clears, and how many requests were in flight at
 * once per key (a network, a source), so tests can check a concurrency bound.
 */
export function createFakeServerKit<K>() {
  let held: Array<() => void> = [];
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Map<K, number>();
  const maxInFlight = new Map<K, number>();
  const release = () => {
    const waiting = held;
    held = [];
    for (const resolve of waiting) resolve();
  };
  return {
    /** Waits until `release()` (or closing). */
    hold: () => new Promise<void>((resolve) => held.push(resolve)),
    release,
    wait: (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, ms);
        timers.add(timer);
      }),
    /**
     * Counts a request in flight for `key` until its answer is written: counted down on 'finish',
     * before the client can see the answer, so the next request never overlaps it.
     */
    enter(key: K, response: ServerResponse) {
      const current = (inFlight.get(key) ?? 0) + 1;
      inFlight.set(key, current);
      maxInFlight.set(key, Math.max(maxInFlight.get(key) ?? 0, current));
      let counted = true;
      const done = () => {
        if (!counted) return;
        counted = false;
        inFlight.set(key, (inFlight.get(key) ?? 1) - 1);
      };
      response.once('finish', done);
      response.once('close', done);
    },
    maxInFlight: (key: K) => maxInFlight.get(key) ?? 0,
    forgetCounts: () => maxInFlight.clear(),
    /** Lets held requests go and clears pending timers (before the server closes). */
    shutdown() {
      release();
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
