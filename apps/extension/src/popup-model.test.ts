// The fake browser goes in before any module that reads `browser` is imported.
import './fake-browser-setup.ts';

import type { ExtensionTemplate } from '@filldeck/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browserName } from './browser-name.ts';
import { type AccountDeps, creditsLeft, loadAccount, UNREACHABLE, visibleTemplates } from './popup-model.ts';

const template = (name: string, locked = false): ExtensionTemplate => ({ id: name, name, locked, projectId: null });

describe('the popup', () => {
  it('searches templates by name, in any case, keeping the dashboard order', () => {
    const all = [template('Job hunt 2026'), template('Home (UK)', true), template('Side jobs')];
    expect(visibleTemplates(all, ' JOB ').map((t) => t.name)).toEqual(['Job hunt 2026', 'Side jobs']);
    expect(visibleTemplates(all, '')).toHaveLength(3);
  });

  it('says how many credits are left', () => {
    expect(creditsLeft(9500)).toBe('9,500 credits left');
    expect(creditsLeft(1)).toBe('1 credit left');
    expect(creditsLeft(-3)).toBe('0 credits left');
  });
});

describe('the connected-browser name', () => {
  it('names the browser for /profile', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    expect(browserName(chrome)).toBe('Chrome on Linux');
    expect(browserName(edge)).toBe('Edge on Windows');
  });
});

describe('the popup’s states', () => {
  afterEach(() => vi.unstubAllGlobals());
  const session = { token: 'fdx_abc', expiresAt: '2099-01-01T00:00:00Z', profile: { name: 'Ada', photoURL: null } };
  async function deps(stored: unknown): Promise<AccountDeps & { signOut: ReturnType<typeof vi.fn> }> {
    fakeBrowser.reset();
    if (stored) await fakeBrowser.storage.local.set({ 'filldeck:session': stored });
    return {
      dashboard: async () => 'http://localhost:3000',
      signOut: vi.fn(async () => {}),
    };
  }
  const server = (answer: (url: string) => Response) => vi.stubGlobal('fetch', async (url: string) => answer(url));
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

  it('is signed out without a session, or with one that has expired', async () => {
    expect(await loadAccount(await deps(null))).toEqual({ state: 'signed-out' });
    expect(await loadAccount(await deps({ ...session, expiresAt: '2020-01-01T00:00:00Z' }))).toEqual({
      state: 'signed-out',
    });
  });

  it('shows the account and its templates, read with the extension’s token', async () => {
    const me = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', plan: 'free', balance: 500 };
    const templates = [template('Job hunt')];
    const seen: string[] = [];
    server((url) => {
      seen.push(url);
      return url.endsWith('/api/me') ? json(me) : json({ templates });
    });
    expect(await loadAccount(await deps(session))).toEqual({ state: 'signed-in', me, templates });
    expect(seen.sort()).toEqual(['http://localhost:3000/api/me', 'http://localhost:3000/api/templates']);
  });

  it('says the session ended, and signs out, when the server no longer knows the token', async () => {
    server(() => json({ error: 'Not signed in' }, 401));
    const run = await deps(session);
    expect(await loadAccount(run)).toEqual({
      state: 'signed-out',
      reason: 'Your FillDeck session has ended. Sign in on the dashboard again.',
    });
    expect(run.signOut).toHaveBeenCalledOnce();
  });

  it('offers to try again when FillDeck cannot be reached, keeping the session', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const run = await deps(session);
    expect(await loadAccount(run)).toEqual({ state: 'error', message: UNREACHABLE });
    expect(run.signOut).not.toHaveBeenCalled();
  });
});
