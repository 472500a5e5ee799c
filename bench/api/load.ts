import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  /** Answers with a status other than 2xx. */
  non2xx: number;
  /** Connection errors, timeouts included (no answer at all). */
  errors: number;
}

export interface LoadOptions {
  url: string;
  path: string;
  /** One Cookie header per user. */
  cookies: readonly string[];
  connections: number;
  seconds: number;
  /** Sent as Accept-Encoding (as a browser does: `gzip, deflate, br`); none by default. */
  acceptEncoding?: string | undefined;
}

/**
 * Signed-in GETs of one path as fast as the server answers them (autocannon, one request in flight
 * per connection). Every connection cycles through all the users, each starting at a different one
 * (connection i at user i), so the users in flight at any moment are spread rather than all the
 * connections asking for the same user in step.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  // Fresh objects per connection: autocannon keeps each request's built buffer on the object itself.
  const encoding = options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : {};
  const requests = () =>
    options.cookies.map((cookie) => ({ method: 'GET' as const, path: options.path, headers: { cookie, ...encoding } }));
  let nextConnection = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: requests(),
    setupClient: (client) => {
      const own = requests();
      const start = nextConnection++ % own.length;
      client.setRequests([...own.slice(start), ...own.slice(0, start)]);
    },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
