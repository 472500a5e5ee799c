// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { mockNetwork, network, requestCount } from '#test/network.ts';
import { testQueryClient, withQueryClient } from '#test/query-wrapper.tsx';
import { useLiveUpdates } from './use-live-updates.ts';

mockNetwork();

/** Stands in for the browser's EventSource: the test opens, feeds and breaks the stream. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  readonly withCredentials: boolean;
  isClosed = false;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(url: string, init?: { withCredentials?: boolean }) {
    this.url = url;
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.opened.push(this);
  }

  close() {
    this.isClosed = true;
  }

  /** The server accepted the stream (`: connected`). */
  connect() {
    this.onopen?.();
  }

  send(data: string) {
    this.onmessage?.({ data });
  }

  /** The connection dropped. */
  fail() {
    this.onerror?.();
  }
}

const latest = () => FakeEventSource.opened.at(-1) as FakeEventSource;

/** The caches a signed-in page holds: each query fetches its own path (answered by MSW). */
const CACHED = [
  { key: queryKeys.templates.list(), path: '/api/templates' },
  { key: queryKeys.projects.list(), path: '/api/projects' },
  { key: queryKeys.components.list(), path: '/api/components' },
  { key: queryKeys.me, path: '/api/me' },
  { key: queryKeys.usage.summary(), path: '/api/usage/summary' },
];

const fetches = () => Object.fromEntries(CACHED.map(({ path }) => [path, requestCount(`GET ${path}`)]));

function renderSignedInPage(isSignedIn = true) {
  const wrapper = withQueryClient(testQueryClient());
  return renderHook(
    ({ signedIn }: { signedIn: boolean }) => {
      useLiveUpdates(signedIn);
      return CACHED.map(({ key, path }) => useQuery({ queryKey: key, queryFn: () => apiRequest(path) }));
    },
    { wrapper, initialProps: { signedIn: isSignedIn } },
  );
}

async function loaded(result: { current: Array<{ isSuccess: boolean }> }) {
  await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
  expect(Object.values(fetches())).toEqual([1, 1, 1, 1, 1]);
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  network.use(...CACHED.map(({ path }) => http.get(path, () => HttpResponse.json({ path }))));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('live updates', () => {
  it('listen on /api/events with the cookie, once signed in', async () => {
    const { result } = renderSignedInPage();
    await loaded(result);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest()).toMatchObject({ url: '/api/events', withCredentials: true });
  });

  it('refetch only the branch an event names; the first connect and anything unreadable refetch nothing', async () => {
    const { result } = renderSignedInPage();
    await loaded(result);
    latest().connect();
    latest().send('not json');
    latest().send('{"type":"other","id":null}');

    latest().send('{"type":"templates","id":"t1"}');
    await waitFor(() => expect(requestCount('GET /api/templates')).toBe(2));
    latest().send('{"type":"usage","id":"r1"}');
    await waitFor(() => expect(requestCount('GET /api/usage/summary')).toBe(2));
    latest().send('{"type":"user","id":"u1"}');
    await waitFor(() => expect(requestCount('GET /api/me')).toBe(2));
    expect(fetches()).toEqual({
      '/api/templates': 2,
      '/api/projects': 1,
      '/api/components': 1,
      '/api/me': 2,
      '/api/usage/summary': 2,
    });
  });

  it('reconnect after a dropped stream, then refetch every cached query, usage included', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { result } = renderSignedInPage();
    await loaded(result);
    const first = latest();
    first.connect();

    first.fail();
    expect(first.isClosed).toBe(true);
    // The first retry waits a second (reconnectDelay(0)), not at once.
    await vi.advanceTimersByTimeAsync(900);
    expect(FakeEventSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(Object.values(fetches())).toEqual([1, 1, 1, 1, 1]);

    latest().connect();
    await waitFor(() => expect(Object.values(fetches())).toEqual([2, 2, 2, 2, 2]));
  });

  it('close the stream on sign-out and open none while signed out', async () => {
    const { result, rerender, unmount } = renderSignedInPage(false);
    await loaded(result);
    expect(FakeEventSource.opened).toHaveLength(0);

    rerender({ signedIn: true });
    const stream = latest();
    expect(stream.isClosed).toBe(false);
    rerender({ signedIn: false });
    expect(stream.isClosed).toBe(true);

    rerender({ signedIn: true });
    expect(FakeEventSource.opened).toHaveLength(2);
    unmount();
    expect(latest().isClosed).toBe(true);
  });
});
