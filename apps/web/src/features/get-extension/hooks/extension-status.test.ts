import { describe, expect, it } from 'vitest';
import { statusFromMessage } from './extension-status.ts';

const ORIGIN = 'https://app.filldeck.example';
const self = { name: 'the dashboard window' };
const status = (data: unknown, overrides: Partial<{ source: unknown; origin: string }> = {}) =>
  statusFromMessage({ source: self, origin: ORIGIN, data, ...overrides }, self, ORIGIN);

describe('what the extension says about itself', () => {
  it('is connected, with the account name, or installed without a session', () => {
    expect(status({ type: 'FILLDECK_EXTENSION_STATUS', version: '0.1.0', signedIn: true, name: 'Ada' })).toEqual({
      state: 'connected',
      version: '0.1.0',
      name: 'Ada',
    });
    expect(status({ type: 'FILLDECK_EXTENSION_STATUS', version: '0.1.0', signedIn: true, name: '' })).toEqual({
      state: 'connected',
      version: '0.1.0',
      name: null,
    });
    expect(status({ type: 'FILLDECK_EXTENSION_STATUS', version: '0.1.0', signedIn: false, name: null })).toEqual({
      state: 'installed',
      version: '0.1.0',
      wantsSession: false,
    });
  });

  it('wants a session only when it says so in so many words', () => {
    const signedOut = { type: 'FILLDECK_EXTENSION_STATUS', version: '0.2.0', signedIn: false, name: null };
    expect(status({ ...signedOut, wantsSession: true })).toEqual({
      state: 'installed',
      version: '0.2.0',
      wantsSession: true,
    });
    expect(status({ ...signedOut, wantsSession: 'yes' })).toMatchObject({ wantsSession: false });
    expect(status({ ...signedOut, signedIn: true, wantsSession: true })).toMatchObject({ state: 'connected' });
  });

  it('is heard only from this window and this origin, in its own shape', () => {
    const good = { type: 'FILLDECK_EXTENSION_STATUS', version: '0.1.0', signedIn: true, name: 'Ada' };
    expect(status(good, { origin: 'https://evil.example' })).toBeNull();
    expect(status(good, { source: { name: 'an iframe' } })).toBeNull();
    expect(status({ ...good, type: 'EXTENSION_AUTH' })).toBeNull();
    expect(status({ ...good, signedIn: 'yes' })).toBeNull();
    expect(status({ ...good, version: 1 })).toBeNull();
    expect(status('FILLDECK_EXTENSION_STATUS')).toBeNull();
    expect(status(null)).toBeNull();
  });
});
