import { describe, expect, it } from 'vitest';
import { memoryStore } from './memory-store.ts';
import { forgetSession, readSession, saveSession } from './session-store.ts';

const session = (expiresAt: string) => ({ token: 'fdx_abc', expiresAt, profile: { name: 'Ada', photoURL: null } });

describe('the stored extension session', () => {
  it('is read back until it expires, then forgotten', async () => {
    const store = memoryStore();
    await saveSession(store, session('2026-12-01T00:00:00.000Z'));
    expect(await readSession(store, new Date('2026-11-30T23:59:59Z'))).toEqual(session('2026-12-01T00:00:00.000Z'));
    expect(await readSession(store, new Date('2026-12-01T00:00:00Z'))).toBeNull();
    expect(store.data).toEqual({});
  });

  it('is forgotten on sign-out, and anything malformed counts as none', async () => {
    const store = memoryStore();
    await saveSession(store, session('2099-01-01T00:00:00Z'));
    await forgetSession(store);
    expect(await readSession(store)).toBeNull();
    await store.set({ 'filldeck:session': { token: 'an id token, not ours', expiresAt: '2099-01-01' } });
    expect(await readSession(store)).toBeNull();
  });
});
