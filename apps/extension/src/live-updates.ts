/** What the popup follows: the user (plan, balance) and the templates list. */
const FOLLOWED = new Set(['user', 'templates']);

/** How long to wait before opening the stream again after it ended or failed. */
export const RECONNECT_MS = 2000;

/**
 * Follows the account's live updates (`GET /api/events`, Server-Sent Events) with the extension's
 * bearer token, as long as the popup is open, and calls `changed` when the user (balance, plan) or
 * the templates change: a fill applied in a tab, credits bought on the dashboard. `fetch` rather
 * than EventSource, which cannot send the Authorization header. Reconnects after an end or error;
 * the returned function stops it.
 */
export function followLiveUpdates(origin: string, token: string, changed: () => void): () => void {
  const controller = new AbortController();
  let retry: ReturnType<typeof setTimeout> | undefined;
  const open = async () => {
    try {
      const response = await fetch(`${origin}/api/events`, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        credentials: 'omit',
        signal: controller.signal,
      });
      // Signed out or refused: the popup's own requests say why; nothing to follow.
      if (!response.ok || !response.body) return;
      await readEvents(response.body, (type) => {
        if (FOLLOWED.has(type)) changed();
      });
    } catch {
      // The network or the server went away; try again below.
    }
    if (!controller.signal.aborted) retry = setTimeout(() => void open(), RECONNECT_MS);
  };
  void open();
  return () => {
    controller.abort();
    clearTimeout(retry);
  };
}

/** Calls `onEvent` with the `type` of each `data: {"type":…}` message of an SSE body, until it ends. */
export async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (type: string) => void) {
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const line of block.split('\n')) {
        if (!line.startsWith('data:')) continue;
        try {
          const { type } = JSON.parse(line.slice(5)) as { type?: unknown };
          if (typeof type === 'string') onEvent(type);
        } catch {
          // Not one of ours: ignored.
        }
      }
      end = buffer.indexOf('\n\n');
    }
  }
}
