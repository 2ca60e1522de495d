// Minimal types for the part of autocannon's programmatic API the benchmark uses (the package ships none).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Options {
    url: string;
    duration?: number;
    /** Stop after this many requests (instead of after `duration`). */
    amount?: number;
    connections?: number;
    headers?: Record<string, string>;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
