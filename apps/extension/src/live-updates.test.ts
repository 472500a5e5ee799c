import { afterEach, describe, expect, it, vi } from 'vitest';
import { followLiveUpdates, readEvents } from './live-updates.ts';

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the popup’s live updates', () => {
  it('reads the type of each data message, across chunk boundaries, skipping comments and strangers', async () => {
    const types: string[] = [];
    await readEvents(
      streamOf(
        ': connected\n\n',
        'data: {"type":"user","id":"u1"}\n',
        '\ndata: {"ty',
        'pe":"usage","id":"x"}\n\n',
        'data: nope\n\n',
      ),
      (type) => types.push(type),
    );
    expect(types).toEqual(['user', 'usage']);
  });

  it('follows with the bearer token, tells only user and template changes, and reconnects after an end', async () => {
    vi.useFakeTimers();
    const calls: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response(streamOf('data: {"type":"usage","id":"a"}\n\n', 'data: {"type":"user","id":"u"}\n\n'));
    });
    const changed = vi.fn();
    const stop = followLiveUpdates('http://localhost:3000', 'fdx_abc', changed);
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect((calls[0]?.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer fdx_abc');
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(2));
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(2);
  });
});
