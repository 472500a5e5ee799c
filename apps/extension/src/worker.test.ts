// The fake browser goes in before any module that reads `browser` is imported.
import './fake-browser-setup.ts';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountHandlers, type WorkerDeps } from './worker.ts';

const DASHBOARD = 'http://localhost:3000';
const LINUX_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0';

/** What the extension has stored, as one text. */
const stored = async () => JSON.stringify(await fakeBrowser.storage.local.get());

function deps(): WorkerDeps {
  fakeBrowser.reset();
  return {
    dashboardUrl: DASHBOARD,
    userAgent: LINUX_CHROME,
    switchDashboard: vi.fn(async () => {}),
  };
}

/** A fake server: records each call, answers the exchange with a new token each time. */
function fakeServer() {
  const calls: Array<{ method: string; url: string; body: unknown; authorization: string | undefined }> = [];
  let issued = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.authorization,
    });
    if (init.method === 'DELETE') return new Response(null, { status: 204 });
    issued += 1;
    const body = {
      token: `fdx_token${issued}`,
      expiresAt: '2099-01-01T00:00:00Z',
      profile: { name: 'Ada', photoURL: null },
    };
    return new Response(JSON.stringify(body), { status: 201, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the service worker', () => {
  it('exchanges the dashboard id token at once and keeps only the extension session', async () => {
    const calls = fakeServer();
    const worker = deps();
    const answer = await accountHandlers(worker).handoff(
      { action: { type: 'auth', idToken: 'eyJ.id.token', profile: { name: 'Ada', photoURL: null } } },
      null,
    );
    expect(answer).toEqual({ signedIn: true, profile: { name: 'Ada', photoURL: null }, dashboardUrl: DASHBOARD });
    expect(calls).toEqual([
      {
        method: 'POST',
        url: `${DASHBOARD}/api/extension/session`,
        body: { idToken: 'eyJ.id.token', browser: 'Chrome on Linux' },
        authorization: undefined,
      },
    ]);
    expect(await stored()).not.toContain('eyJ.id.token');
  });

  it('ends the session it replaces, and ends its own on the dashboard’s LOGOUT', async () => {
    const calls = fakeServer();
    const worker = deps();
    const auth = { type: 'auth', idToken: 'eyJ', profile: { name: 'Ada', photoURL: null } } as const;
    await accountHandlers(worker).handoff({ action: auth }, null);
    await accountHandlers(worker).handoff({ action: auth }, null);
    expect(calls[2]).toMatchObject({ method: 'DELETE', authorization: 'Bearer fdx_token1' });
    const answer = await accountHandlers(worker).handoff({ action: { type: 'logout' } }, null);
    expect(answer).toEqual({ signedIn: false, dashboardUrl: DASHBOARD, connectsUnasked: false });
    expect(calls[3]).toMatchObject({ method: 'DELETE', authorization: 'Bearer fdx_token2' });
    expect(await stored()).not.toContain('fdx_');
  });

  it('moves to another dashboard only after ending the session with the old one', async () => {
    const calls = fakeServer();
    const worker = deps();
    const auth = { type: 'auth', idToken: 'eyJ', profile: { name: 'Ada', photoURL: null } } as const;
    await accountHandlers(worker).handoff({ action: auth }, null);
    const answer = await accountHandlers(worker)['set-dashboard']({ origin: 'https://fill.example.org' }, null);
    // The session ended to move, not because the user signed out: the new dashboard may connect it.
    expect(answer).toEqual({ signedIn: false, dashboardUrl: 'https://fill.example.org', connectsUnasked: true });
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: `${DASHBOARD}/api/extension/session` });
    expect(worker.switchDashboard).toHaveBeenCalledWith('https://fill.example.org');
    expect(await stored()).not.toContain('fdx_');
  });

  it('lets the dashboard connect it unasked after install, not after a sign-out, until the user asks', async () => {
    fakeServer();
    const worker = deps();
    const handlers = accountHandlers(worker);
    expect(await handlers.status({}, null)).toEqual({
      signedIn: false,
      dashboardUrl: DASHBOARD,
      connectsUnasked: true,
    });
    const auth = { type: 'auth', idToken: 'eyJ', profile: { name: 'Ada', photoURL: null } } as const;
    await handlers.handoff({ action: auth }, null);
    expect(await handlers['sign-out']({}, null)).toMatchObject({ signedIn: false, connectsUnasked: false });
    expect(await handlers.status({}, null)).toMatchObject({ connectsUnasked: false });
    expect(await handlers['allow-connect']({}, null)).toMatchObject({ signedIn: false, connectsUnasked: true });
  });

  it('keeps the session when the dashboard chosen is the one in use', async () => {
    fakeServer();
    const worker = deps();
    const auth = { type: 'auth', idToken: 'eyJ', profile: { name: 'Ada', photoURL: null } } as const;
    await accountHandlers(worker).handoff({ action: auth }, null);
    const answer = await accountHandlers(worker)['set-dashboard']({ origin: DASHBOARD }, null);
    expect(answer).toMatchObject({ signedIn: true, dashboardUrl: DASHBOARD });
    expect(worker.switchDashboard).not.toHaveBeenCalled();
  });
});
