import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The mocked network layer of the web app's component tests (MSW): a test file calls
 * `mockNetwork()` once, then adds its handlers with `network.use(...)` in each test. A request
 * no handler answers fails the test.
 */
export const network = setupServer();

/** The requests made so far, as `METHOD /path`, in order; cleared after each test. */
export const requests: string[] = [];

export function mockNetwork(): void {
  beforeAll(() => {
    network.events.on('request:start', ({ request }) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    network.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    network.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => network.close());
}

/** How many times `METHOD /path` was requested. */
export function requestCount(request: string): number {
  return requests.filter((made) => made === request).length;
}

/** A promise the test settles when it chooses: a response held back to look at the state meanwhile. */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
