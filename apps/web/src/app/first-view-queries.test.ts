import { firstViewData, type Me } from '@filldeck/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { prefetchFirstView } from './first-view-queries.ts';

const user: Me = {
  uid: 'u1',
  displayName: 'Ada',
  email: 'ada@example.test',
  emailVerified: true,
  photoURL: null,
  providerData: [],
  creationTime: '2026-11-01T00:00:00.000Z',
  lastSignInTime: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  plan: 'free',
  balance: 0,
  billingCycle: null,
  status: 'active',
  subscriptionId: null,
  nextBillingTime: null,
  nextRefresh: null,
};

/** Answers /api/me with `me` (401 when null) and every other address with a 404 (not retried). */
function serve(me: Me | null) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/me')
      return me
        ? new Response(JSON.stringify(me), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 401, headers: { 'content-type': 'application/json' } });
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([url]) => url).sort();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetchFirstView', () => {
  it("asks for exactly the dashboard's preloaded first data", async () => {
    const asked = serve(user);
    await prefetchFirstView(createQueryClient(), '/dashboard');
    expect(asked()).toEqual([...firstViewData('/dashboard')].sort());
  });

  it("asks for the shell's data on another signed-in page", async () => {
    const asked = serve(user);
    await prefetchFirstView(createQueryClient(), '/templates');
    expect(asked()).toEqual([...firstViewData('/templates')].sort());
  });

  it('asks for nothing more than the user and the server when nobody is signed in', async () => {
    const asked = serve(null);
    await prefetchFirstView(createQueryClient(), '/dashboard');
    expect(asked()).toEqual(['/api/me', '/api/server-info']);
  });
});
