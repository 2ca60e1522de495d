// Time the tests move by hand, so no answer depends on the wall clock: the sources take these as their
// injected `now` and `createSignal`.

/** A clock the test moves by hand. */
export function manualClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** Aborts requests on demand instead of after a time, so a timeout test never waits on the clock. */
export function manualTimer() {
  const controllers: AbortController[] = [];
  return {
    createSignal: () => {
      const controller = new AbortController();
      controllers.push(controller);
      return controller.signal;
    },
    fire: () =>
      controllers.forEach((controller) => controller.abort(new DOMException('timed out', 'TimeoutError'))),
    /** Requests that asked for a signal so far. */
    count: () => controllers.length,
  };
}

/** Lets the event loop turn until `condition` holds; bounded by a count of turns, not by time. */
export async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; !condition(); turn += 1) {
    if (turn > 100_000) throw new Error('condition never held');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
