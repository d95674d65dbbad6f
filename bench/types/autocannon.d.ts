// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** Send this many requests in all (spread over the connections), then stop; instead of duration. */
    amount?: number;
    /** Milliseconds between samples (default 1000); a counted run also ends only at a sample. */
    sampleInt?: number;
    pipelining?: number;
    timeout?: number;
    /** Each request may be rewritten before it is sent (setupRequest). */
    requests?: RequestSpec[];
  }
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface RequestSpec extends RequestParams {
    /** `context` belongs to the connection; it is emptied before its next request is set up. */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
    /** `headers` as the server sent them (names in its case); `body` is always empty (support/autocannon.ts). */
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers?: Record<string, string>,
    ) => void;
  }
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, Result };
}
