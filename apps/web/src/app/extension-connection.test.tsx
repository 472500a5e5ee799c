// @vitest-environment happy-dom
import { EXTENSION_AUTH, EXTENSION_STATUS, type Me } from '@filldeck/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockNetwork, network, requestCount } from '#test/network.ts';
import { testQueryClient, withQueryClient } from '#test/query-wrapper.tsx';
import { useExtensionConnectionState } from './extension-connection.ts';

mockNetwork();

const user = { uid: 'u1', displayName: 'Ada Lovelace', photoURL: null } as Me;
let posted: Array<Record<string, unknown>>;

beforeEach(() => {
  posted = [];
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
    posted.push(message as Record<string, unknown>);
  });
  let issued = 0;
  network.use(
    http.get('/api/auth/token', () => {
      issued += 1;
      return HttpResponse.json({ token: `id.token.${issued}` });
    }),
  );
});

afterEach(() => vi.restoreAllMocks());

/** The extension's content script telling this page how it stands. */
function extensionSays(status: { signedIn: boolean; wantsSession?: boolean }) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: EXTENSION_STATUS, version: '0.1.0', name: status.signedIn ? 'Ada' : null, ...status },
        origin: window.location.origin,
        source: window,
      }),
    );
  });
}

const handedOver = () => posted.filter((m) => m.type === EXTENSION_AUTH);

function renderConnection() {
  return renderHook(() => useExtensionConnectionState(user), { wrapper: withQueryClient(testQueryClient()) });
}

describe('the extension in this browser, seen from the signed-in app', () => {
  it('connects an extension that wants a session with a fresh id token, once per page', async () => {
    const { result } = renderConnection();
    extensionSays({ signedIn: false, wantsSession: true });
    await waitFor(() =>
      expect(handedOver()).toEqual([
        { type: EXTENSION_AUTH, idToken: 'id.token.1', profile: { name: 'Ada Lovelace', photoURL: null } },
      ]),
    );
    expect(result.current.isConnecting).toBe(true);
    // The exchange failed: the extension still asks, but the page does not answer again.
    extensionSays({ signedIn: false, wantsSession: true });
    await waitFor(() => expect(result.current.hasConnectFailed).toBe(true));
    expect(result.current.isConnecting).toBe(false);
    expect(requestCount('GET /api/auth/token')).toBe(1);
  });

  it('leaves an extension signed out by its user alone until asked, then waits for its word', async () => {
    const { result } = renderConnection();
    extensionSays({ signedIn: false, wantsSession: false });
    expect(result.current.status).toEqual({ state: 'installed', version: '0.1.0', wantsSession: false });
    expect(requestCount('GET /api/auth/token')).toBe(0);

    act(() => result.current.connect());
    await waitFor(() => expect(handedOver()).toHaveLength(1));
    expect(result.current.isConnecting).toBe(true);
    extensionSays({ signedIn: true });
    expect(result.current.status).toMatchObject({ state: 'connected', name: 'Ada' });
    expect(result.current.isConnecting).toBe(false);
    expect(result.current.hasConnectFailed).toBe(false);
  });

  it('says the connect failed when no id token could be had', async () => {
    network.use(http.get('/api/auth/token', () => HttpResponse.json({ error: 'Not signed in' }, { status: 401 })));
    const { result } = renderConnection();
    extensionSays({ signedIn: false, wantsSession: false });
    act(() => result.current.connect());
    await waitFor(() => expect(result.current.hasConnectFailed).toBe(true));
    expect(handedOver()).toEqual([]);
  });
});
