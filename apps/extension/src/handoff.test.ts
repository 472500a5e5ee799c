import { describe, expect, it } from 'vitest';
import { authFrom, handoffFromMessage, isPing, statusMessage } from './handoff.ts';

const DASHBOARD = 'https://app.filldeck.example';
const self = { name: 'the dashboard window' };
const message = (data: unknown, overrides: Partial<{ source: unknown; origin: string }> = {}) => ({
  source: self,
  origin: DASHBOARD,
  data,
  ...overrides,
});

describe('the dashboard handoff', () => {
  it('takes EXTENSION_AUTH and LOGOUT that the dashboard page posted to itself', () => {
    const auth = message({ type: 'EXTENSION_AUTH', idToken: 'eyJ.x.y', profile: { name: 'Ada', photoURL: null } });
    expect(handoffFromMessage(auth, self, DASHBOARD)).toEqual({
      type: 'auth',
      idToken: 'eyJ.x.y',
      profile: { name: 'Ada', photoURL: null },
    });
    expect(handoffFromMessage(message({ type: 'LOGOUT' }), self, DASHBOARD)).toEqual({ type: 'logout' });
  });

  it('ignores messages from another origin, another window or frame, and of another shape', () => {
    const auth = { type: 'EXTENSION_AUTH', idToken: 'eyJ.x.y', profile: { name: 'Ada' } };
    expect(handoffFromMessage(message(auth, { origin: 'https://evil.example' }), self, DASHBOARD)).toBeNull();
    expect(
      handoffFromMessage(message(auth, { origin: 'https://app.filldeck.example.evil.example' }), self, DASHBOARD),
    ).toBeNull();
    expect(handoffFromMessage(message(auth, { source: { name: 'an iframe' } }), self, DASHBOARD)).toBeNull();
    expect(handoffFromMessage(message({ type: 'LOGOUT' }, { source: null }), self, DASHBOARD)).toBeNull();
    expect(handoffFromMessage(message('EXTENSION_AUTH'), self, DASHBOARD)).toBeNull();
    expect(handoffFromMessage(message({ type: 'EXTENSION_AUTH', idToken: 42 }), self, DASHBOARD)).toBeNull();
    expect(
      handoffFromMessage(message({ type: 'EXTENSION_AUTH', idToken: 'x'.repeat(5000) }), self, DASHBOARD),
    ).toBeNull();
    expect(handoffFromMessage(message({ type: 'SOMETHING_ELSE' }), self, DASHBOARD)).toBeNull();
  });

  it('keeps only a plain name and an http(s) photo from the profile', () => {
    expect(authFrom({ idToken: 't', profile: { name: 'Ada', photoURL: 'javascript:alert(1)' } })?.profile).toEqual({
      name: 'Ada',
      photoURL: null,
    });
    expect(authFrom({ idToken: 't' })?.profile).toEqual({ name: '', photoURL: null });
  });
});

describe('telling the dashboard whether the extension is connected', () => {
  it('answers only a PING the dashboard page posted to itself', () => {
    expect(isPing(message({ type: 'FILLDECK_EXTENSION_PING' }), self, DASHBOARD)).toBe(true);
    expect(
      isPing(message({ type: 'FILLDECK_EXTENSION_PING' }, { origin: 'https://evil.example' }), self, DASHBOARD),
    ).toBe(false);
    expect(
      isPing(message({ type: 'FILLDECK_EXTENSION_PING' }, { source: { name: 'an iframe' } }), self, DASHBOARD),
    ).toBe(false);
    expect(isPing(message({ type: 'LOGOUT' }), self, DASHBOARD)).toBe(false);
  });

  it('says signed in only for a session with this very dashboard', () => {
    const profile = { name: 'Ada', photoURL: null };
    expect(statusMessage({ signedIn: true, profile, dashboardUrl: DASHBOARD }, '0.1.0', DASHBOARD)).toEqual({
      type: 'FILLDECK_EXTENSION_STATUS',
      version: '0.1.0',
      signedIn: true,
      name: 'Ada',
      wantsSession: false,
    });
    expect(
      statusMessage({ signedIn: true, profile, dashboardUrl: 'https://other.example' }, '0.1.0', DASHBOARD),
    ).toMatchObject({ signedIn: false, name: null, wantsSession: false });
    expect(
      statusMessage({ signedIn: false, dashboardUrl: DASHBOARD, connectsUnasked: false }, '0.1.0', DASHBOARD),
    ).toMatchObject({ signedIn: false, name: null });
  });

  it('asks the signed-in page for a session only when it may connect unasked, to this dashboard, with no sign-in on its way', () => {
    const signedOut = { signedIn: false, dashboardUrl: DASHBOARD, connectsUnasked: true } as const;
    expect(statusMessage(signedOut, '0.1.0', DASHBOARD).wantsSession).toBe(true);
    expect(statusMessage({ ...signedOut, connectsUnasked: false }, '0.1.0', DASHBOARD).wantsSession).toBe(false);
    expect(statusMessage(signedOut, '0.1.0', 'https://other.example').wantsSession).toBe(false);
    expect(statusMessage(signedOut, '0.1.0', DASHBOARD, true).wantsSession).toBe(false);
  });
});
