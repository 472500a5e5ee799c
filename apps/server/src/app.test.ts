import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn, signUp, verifyLatest } from '../test/auth-client.ts';
import { testConfig } from '../test/test-config.ts';
import { buildApp } from './app.ts';

const config = testConfig({ inMemoryDb: false });
afterAll(() => rmSync(config.dataDir, { recursive: true, force: true }));

describe('an app on PGlite in DATA_DIR', () => {
  it('keeps accounts across a restart', async () => {
    const first = await buildApp(config);
    expect((await signUp(first, 'ada@example.com')).statusCode).toBe(200);
    expect((await verifyLatest(first, config.dataDir, 'ada@example.com')).statusCode).toBe(200);
    await first.close();

    const second = await buildApp(config);
    try {
      expect((await signIn(second, 'ada@example.com')).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('serving the web app in production', () => {
  const webDistDir = path.join(config.dataDir, 'web-dist');

  it('refuses to start without a build, saying to run npm run build', async () => {
    await expect(buildApp({ ...config, env: 'production', webDistDir, inMemoryDb: true })).rejects.toThrow(
      /npm run build/,
    );
  });

  it('serves assets for a year, index.html uncached, and falls back to index.html outside /api', async () => {
    mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>FillDeck</title>');
    writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = await buildApp({ ...config, env: 'production', webDistDir, inMemoryDb: true });
    try {
      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      for (const url of ['/', '/index.html', '/dashboard', '/templates/abc', '/reset-password?oobCode=x']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type'], url).toMatch(/text\/html/);
        expect(page.headers['cache-control'], url).toBe('no-cache');
        expect(page.body, url).toContain('<title>FillDeck</title>');
      }

      expect((await app.inject({ method: 'GET', url: '/api/nope' })).json()).toEqual({
        error: 'Not found',
        code: 'NOT_FOUND',
      });
      expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers the prerendered public pages at their addresses and the app shell everywhere else', async () => {
    const dir = path.join(config.dataDir, 'web-dist-prerendered');
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<title>Landing</title>');
    writeFileSync(path.join(dir, 'app.html'), '<title>Shell</title>');
    writeFileSync(path.join(dir, 'login.html'), '<title>Log in</title>');
    writeFileSync(path.join(dir, 'privacy.html'), '<title>Privacy</title>');
    const app = await buildApp({ ...config, env: 'production', webDistDir: dir, inMemoryDb: true });
    try {
      const expected: Record<string, string> = {
        '/': 'Landing',
        '/login': 'Log in',
        '/login?next=%2Ftemplates': 'Log in',
        '/privacy': 'Privacy',
        '/dashboard': 'Shell',
        '/login/extra': 'Shell',
        '/register': 'Shell',
      };
      for (const [url, title] of Object.entries(expected)) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control'], url).toBe('no-cache');
        expect(page.body, url).toBe(`<title>${title}</title>`);
        expect(page.headers.link, url).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });

  it("names a signed-in page's first data in a preload Link header with the shell, and only then", async () => {
    const dir = path.join(config.dataDir, 'web-dist-preload');
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<title>Landing</title>');
    const shellHtml = [
      '<title>Shell</title>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-2.js">',
      '<link rel="stylesheet" href="/assets/index-3.css">',
    ].join('');
    writeFileSync(path.join(dir, 'app.html'), shellHtml);
    writeFileSync(path.join(dir, 'privacy.html'), '<title>Privacy</title>');
    const app = await buildApp({ ...config, env: 'production', webDistDir: dir, inMemoryDb: true });
    const cookie = 'filldeck.session_token=abc.def';
    try {
      const dashboard = await app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } });
      expect(dashboard.body).toBe(shellHtml);
      const links = String(dashboard.headers.link).split(', ');
      expect(links).toContain('</api/me>; rel=preload; as=fetch; crossorigin=use-credentials');
      expect(links).toContain('</api/usage?limit=20>; rel=preload; as=fetch; crossorigin=use-credentials');
      const templates = await app.inject({ method: 'GET', url: '/templates', headers: { cookie } });
      // The shell's scripts first, so that API answers do not hold the connections the code needs.
      expect(String(templates.headers.link).split(', ')).toEqual([
        '</assets/index-1.js>; rel=modulepreload',
        '</assets/vendor-2.js>; rel=modulepreload',
        '</api/me>; rel=preload; as=fetch; crossorigin=use-credentials',
        '</api/server-info>; rel=preload; as=fetch; crossorigin=use-credentials',
        '</api/templates>; rel=preload; as=fetch; crossorigin=use-credentials',
        '</api/projects>; rel=preload; as=fetch; crossorigin=use-credentials',
      ]);
      // Signed out, and on the public pages, nothing is hinted.
      expect((await app.inject({ method: 'GET', url: '/dashboard' })).headers.link).toBeUndefined();
      for (const url of ['/', '/privacy']) {
        expect((await app.inject({ method: 'GET', url, headers: { cookie } })).headers.link, url).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });
});
