import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { fastUser } from '../../test/fast-user.ts';
import { useTestApp } from '../../test/test-app.ts';

/** A web build as `npm run build` leaves it: text files with their .br and .gz beside them. */
const webDistDir = mkdtempSync(path.join(tmpdir(), 'filldeck-web-dist-'));
const script = `console.log(${JSON.stringify('FillDeck '.repeat(500))});`;
mkdirSync(path.join(webDistDir, 'assets'));
writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>FillDeck</title>');
writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js'), script);
writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

describe('compression', () => {
  const t = useTestApp('pglite', { webDistDir });
  const get = (url: string, acceptEncoding: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) } });

  it('serves the web app’s files precompressed: brotli, else gzip, else as they are', async () => {
    const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses JSON answers above 4 KiB, and leaves small ones alone', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com', 'professional');
    for (let i = 0; i < 20; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/create_template',
        headers: { cookie },
        payload: {
          title: `A template with a long enough name ${i}`,
          fields: [{ name: 'Email', value: 'ada@example.com', type: 'email' }],
        },
      });
    }
    const list = await get('/api/templates', 'br, gzip', cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString()).templates).toHaveLength(20);
    const small = await get('/api/health', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
