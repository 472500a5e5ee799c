/** A browser's EventSource reconnects after this long unless the server sent `retry:` (Chrome: 3 s). */
export const BROWSER_RETRY_MS = 3000;

export interface Outage {
  /** When the stream ended or failed (performance.now()). */
  lostAt: number;
  /** When the first event arrived on a new stream; undefined while it has not. */
  recoveredAt?: number;
}

/**
 * `GET /api/events` held open as a browser tab holds it: when the stream ends or breaks, it waits
 * the server's last `retry:` hint (or the browser's default) and opens it again, and again until
 * it gets a stream. Records every outage, from the stream's end to the next event received.
 */
export function followLiveUpdates(url: string, cookie: string) {
  const outages: Outage[] = [];
  let events = 0;
  let retryMs = BROWSER_RETRY_MS;
  let running = true;
  let controller = new AbortController();

  const readStream = async () => {
    const response = await fetch(`${url}/api/events`, { headers: { cookie }, signal: controller.signal });
    if (response.status !== 200 || !response.body) throw new Error(`GET /api/events answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const retry = /^retry: (\d+)$/m.exec(block);
        if (retry) retryMs = Number(retry[1]);
        if (!block.startsWith('data:')) continue;
        events += 1;
        const last = outages.at(-1);
        if (last && last.recoveredAt === undefined) last.recoveredAt = performance.now();
      }
    }
  };

  const done = (async () => {
    while (running) {
      try {
        await readStream();
      } catch {
        // A broken stream, a refused reconnection: both are an outage until the next event.
      }
      if (!running) break;
      const last = outages.at(-1);
      if (!last || last.recoveredAt !== undefined) outages.push({ lostAt: performance.now() });
      await new Promise((r) => setTimeout(r, retryMs));
    }
  })();

  return {
    outages,
    get events() {
      return events;
    },
    async close() {
      running = false;
      controller.abort();
      await done;
      controller = new AbortController();
    },
  };
}
