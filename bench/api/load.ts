import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, plus connection errors and timeouts. */
  failures: number;
}

export interface LoadOptions {
  url: string;
  path: string;
  /** One Cookie header per user; each connection cycles through them. */
  cookies: readonly string[];
  connections: number;
  seconds: number;
}

/** Signed-in GETs of one path as fast as the server answers them (autocannon). */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: options.cookies.map((cookie) => ({ method: 'GET', path: options.path, headers: { cookie } })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
