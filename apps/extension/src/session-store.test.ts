// The fake browser goes in before any module that reads `browser` is imported.
import './fake-browser-setup.ts';

import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { allowConnectUnasked, forgetSession, mayConnectUnasked, readSession, saveSession } from './session-store.ts';
import { sessionItem } from './storage-items.ts';

const session = (expiresAt: string) => ({ token: 'fdx_abc', expiresAt, profile: { name: 'Ada', photoURL: null } });

beforeEach(() => fakeBrowser.reset());

describe('the stored extension session', () => {
  it('is read back until it expires, then forgotten', async () => {
    await saveSession(session('2026-12-01T00:00:00.000Z'));
    expect(await readSession(new Date('2026-11-30T23:59:59Z'))).toEqual(session('2026-12-01T00:00:00.000Z'));
    expect(await readSession(new Date('2026-12-01T00:00:00Z'))).toBeNull();
    expect(JSON.stringify(await fakeBrowser.storage.local.get())).not.toContain('fdx_abc');
  });

  it('is forgotten on sign-out, and anything malformed counts as none', async () => {
    await saveSession(session('2099-01-01T00:00:00Z'));
    await forgetSession();
    expect(await readSession()).toBeNull();
    await fakeBrowser.storage.local.set({
      'filldeck:session': { token: 'an id token, not ours', expiresAt: '2099-01-01' },
    });
    expect(await readSession()).toBeNull();
  });

  it('lets a signed-in dashboard connect it unasked after install, not after its session ended, until asked', async () => {
    expect(await mayConnectUnasked()).toBe(true);
    await saveSession(session('2099-01-01T00:00:00Z'));
    await forgetSession();
    expect(await mayConnectUnasked()).toBe(false);
    await allowConnectUnasked();
    expect(await mayConnectUnasked()).toBe(true);
    await forgetSession();
    await saveSession(session('2099-01-01T00:00:00Z'));
    expect(await mayConnectUnasked()).toBe(true);
  });

  it('stays where and as earlier versions kept it, so an update keeps the user connected', async () => {
    await fakeBrowser.storage.local.set({ 'filldeck:session': session('2099-01-01T00:00:00Z') });
    expect(await readSession()).toEqual(session('2099-01-01T00:00:00Z'));
    expect(sessionItem.key).toBe('local:filldeck:session');
  });
});
