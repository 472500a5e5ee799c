// The fake browser goes in before any module that reads `browser` is imported.
import './fake-browser-setup.ts';

import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { chooseDashboard, currentDashboard } from './dashboard-choice.ts';
import { builtInDashboard, dashboardOrigin, parseDashboardInput } from './dashboard-origin.ts';

const manifest = { content_scripts: [{ matches: ['http://localhost:3000/*'] }] };

beforeEach(() => fakeBrowser.reset());

describe('which dashboard the extension works with', () => {
  it('is built for one origin, the laptop default unless FILLDECK_URL says otherwise', () => {
    expect(dashboardOrigin(undefined)).toBe('http://localhost:3000');
    expect(dashboardOrigin('https://app.filldeck.example/some/path')).toBe('https://app.filldeck.example');
    expect(() => dashboardOrigin('ftp://files.example')).toThrow(/http/);
  });

  it('reads the built-in dashboard from its own manifest, as the server’s zip rewrites it', () => {
    expect(builtInDashboard(manifest)).toBe('http://localhost:3000');
    expect(builtInDashboard({ content_scripts: [{ matches: ['https://fill.example.org/*'] }] })).toBe(
      'https://fill.example.org',
    );
  });

  it('takes an address typed in the options page as an origin, https when no scheme is given', () => {
    expect(parseDashboardInput(' fill.example.org/login ')).toEqual({ origin: 'https://fill.example.org' });
    expect(parseDashboardInput('http://192.168.1.20:3000/')).toEqual({ origin: 'http://192.168.1.20:3000' });
    expect(parseDashboardInput('')).toEqual({ error: 'Enter the address of your FillDeck dashboard.' });
    expect(parseDashboardInput('ftp://files.example')).toEqual({
      error: 'Enter an address like https://filldeck.example.com.',
    });
    expect(parseDashboardInput('not a url at all')).toEqual({
      error: 'Enter an address like https://filldeck.example.com.',
    });
  });

  it('remembers another dashboard, and choosing the built-in one again forgets the choice', async () => {
    expect(await currentDashboard(manifest)).toBe('http://localhost:3000');
    await chooseDashboard(manifest, 'https://fill.example.org');
    expect(await currentDashboard(manifest)).toBe('https://fill.example.org');
    await chooseDashboard(manifest, 'http://localhost:3000');
    expect(await currentDashboard(manifest)).toBe('http://localhost:3000');
    expect(await fakeBrowser.storage.local.get()).toEqual({});
  });
});
