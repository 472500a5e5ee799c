import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, isErrorCode } from '@filldeck/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { errorsPlugin } from './errors.ts';

const serverSrc = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('error codes', () => {
  it('every AppError the server raises names a known code', () => {
    const raised = sourceFiles(serverSrc).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/new AppError\(\s*\d+,\s*'([^']*)'/g)].map((m) => m[1]),
    );
    const all = sourceFiles(serverSrc).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/new AppError\(/g)]);
    expect(raised.length).toBe(all.length);
    expect(raised.length).toBeGreaterThan(40);
    expect(raised.filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it('answers every AppError as { error, code } with its status, for each known code', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/fail/:code', async (request) => {
      const { code } = request.params as { code: keyof typeof ERROR_CODES };
      throw new AppError(418, code, `failed with ${code}`);
    });
    for (const code of Object.keys(ERROR_CODES)) {
      const response = await app.inject({ method: 'GET', url: `/fail/${code}` });
      expect(response.statusCode).toBe(418);
      expect(response.json()).toEqual({ error: `failed with ${code}`, code });
    }
  });

  it('gives the 4xx Fastify raises itself a code by status, and a 5xx INTERNAL', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/missing', async () => {
      throw Object.assign(new Error('gone'), { statusCode: 404 });
    });
    app.get('/crash', async () => {
      throw new Error('secret detail');
    });
    expect((await app.inject({ method: 'GET', url: '/missing' })).json()).toEqual({ error: 'gone', code: 'NOT_FOUND' });
    const crash = await app.inject({ method: 'GET', url: '/crash' });
    expect(crash.json()).toEqual({ error: 'Internal server error', code: 'INTERNAL' });
  });
});
