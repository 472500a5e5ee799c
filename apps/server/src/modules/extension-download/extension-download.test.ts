import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { manifestForOrigin } from './extension-build.ts';

/** A build as `wxt build` leaves it: trusting the origin it was built for (FILLDECK_URL). */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'filldeck-extension-build-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'background.js'), 'console.log("worker");');
  writeFileSync(path.join(dir, 'chunks', 'popup.js'), 'console.log("popup");');
  writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({
      manifest_version: 3,
      name: 'FillDeck',
      version: '0.1.0',
      permissions: ['storage', 'activeTab', 'scripting'],
      host_permissions: ['http://localhost:3000/*'],
      optional_host_permissions: ['https://*/*', 'http://*/*'],
      content_scripts: [{ matches: ['http://localhost:3000/*'], js: ['dashboard-bridge.js'] }],
    }),
  );
  return dir;
}

const build = fakeBuild();
const emptyDir = mkdtempSync(path.join(tmpdir(), 'filldeck-extension-none-'));
afterAll(() => {
  rmSync(build, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
});

describe('the extension download', () => {
  const t = useTestApp('pglite', { extensionDistDir: build, publicUrl: 'https://fill.example.org' });

  it('says where to get the extension: the zip of this server, with its version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/extension/install' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      storeUrl: null,
      downloadUrl: '/downloads/filldeck-extension.zip',
      version: '0.1.0',
    });
  });

  it('offers the build as a zip that trusts PUBLIC_URL, every file in one folder', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/downloads/filldeck-extension.zip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="filldeck-extension-0.1.0.zip"');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'filldeck-extension/background.js',
      'filldeck-extension/chunks/popup.js',
      'filldeck-extension/manifest.json',
    ]);
    const manifest = JSON.parse(strFromU8(files['filldeck-extension/manifest.json'] ?? new Uint8Array()));
    expect(manifest.host_permissions).toEqual(['https://fill.example.org/*']);
    expect(manifest.content_scripts[0].matches).toEqual(['https://fill.example.org/*']);
    // Nothing else changes: the optional permissions the options page asks for stay as built.
    expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://*/*']);
    expect(strFromU8(files['filldeck-extension/background.js'] ?? new Uint8Array())).toBe('console.log("worker");');
  });

  it('gives the same bytes for the same build, and a new zip after a rebuild', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/downloads/filldeck-extension.zip' });
    const again = await t.app.inject({ method: 'GET', url: '/downloads/filldeck-extension.zip' });
    expect(Buffer.compare(first.rawPayload, again.rawPayload)).toBe(0);
    writeFileSync(path.join(build, 'background.js'), 'console.log("worker 2");');
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(build, 'manifest.json'), later, later);
    const rebuilt = await t.app.inject({ method: 'GET', url: '/downloads/filldeck-extension.zip' });
    const files = unzipSync(new Uint8Array(rebuilt.rawPayload));
    expect(strFromU8(files['filldeck-extension/background.js'] ?? new Uint8Array())).toBe('console.log("worker 2");');
  });
});

describe('with a store listing', () => {
  const store = 'https://chromewebstore.google.com/detail/filldeck/abcdefghijklmnopabcdefghijklmnop';
  const t = useTestApp('pglite', { extensionDistDir: build, extensionStoreUrl: store });

  it('sends users to the store instead of the zip', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/extension/install' });
    expect(info.json()).toEqual({ storeUrl: store, downloadUrl: null, version: '0.1.0' });
    const zip = await t.app.inject({ method: 'GET', url: '/downloads/filldeck-extension.zip' });
    expect(zip.statusCode).toBe(302);
    expect(zip.headers.location).toBe(store);
  });
});

describe('without a build', () => {
  const t = useTestApp('pglite', { extensionDistDir: emptyDir });

  it('says there is nothing to download and how an operator makes it', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/extension/install' });
    expect(info.json()).toEqual({ storeUrl: null, downloadUrl: null, version: null });
    const zip = await t.app.inject({ method: 'GET', url: '/downloads/filldeck-extension.zip' });
    expect(zip.statusCode).toBe(404);
    expect(zip.json()).toEqual({
      error: 'This server has no extension build yet: run npm run build, then download it again.',
      code: 'NOT_CONFIGURED',
    });
  });
});

describe('manifestForOrigin', () => {
  it('also rewrites a Firefox (MV2) manifest, whose host permissions sit in permissions', () => {
    const manifest = manifestForOrigin(
      {
        permissions: ['storage', 'http://localhost:3000/*'],
        content_scripts: [{ matches: ['http://localhost:3000/*'] }],
      },
      'https://fill.example.org',
    );
    expect(manifest.permissions).toEqual(['storage', 'https://fill.example.org/*']);
    expect(manifest.content_scripts?.[0]?.matches).toEqual(['https://fill.example.org/*']);
  });

  it('refuses a build without the dashboard content script', () => {
    expect(() => manifestForOrigin({ version: '1' }, 'https://fill.example.org')).toThrow(/npm run build/);
  });
});
