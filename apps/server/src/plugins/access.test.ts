import { readFileSync, rmSync } from 'node:fs';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testConfig } from '../../test/test-config.ts';
import { buildApp } from '../app.ts';
import { DEFAULT_ACCESS } from '../lib/auth/route-access.ts';
import { accessPlugin } from './access.ts';
import { errorsPlugin } from './errors.ts';

const NOT_SIGNED_IN = { error: 'Not signed in', code: 'NOT_SIGNED_IN' };

/** The table of docs/api-content.md, "Who may call each route", as `METHOD path access` lines. */
function documentedAccess(): string[] {
  const doc = readFileSync(new URL('../../../../docs/api-content.md', import.meta.url), 'utf8');
  const section = doc.split('\n## Who may call each route\n')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| ([A-Z]+) \| `([^`]+)` \| `([^`]+)` \|$/gm)].map(
    ([, method, path, access]) => `${method} ${path} ${access}`,
  );
}

/** Every route the real app registers, as `METHOD path access` lines (a route's HEAD apart). */
async function registeredAccess(): Promise<{ routes: string[]; heads: string[] }> {
  const routes: string[] = [];
  const config = testConfig();
  const app = await buildApp(config, {
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        routes.push(`${method} ${route.url} ${route.config?.access ?? DEFAULT_ACCESS}`);
      }
    },
  });
  await app.close();
  rmSync(config.dataDir, { recursive: true, force: true });
  return { routes: routes.filter((r) => !r.startsWith('HEAD ')), heads: routes.filter((r) => r.startsWith('HEAD ')) };
}

describe('who may call each route', () => {
  it('every route has the access docs/api-content.md lists for it, and every listed route exists', async () => {
    const documented = documentedAccess();
    expect(documented.length).toBeGreaterThan(50);
    expect(new Set(documented).size).toBe(documented.length);
    const { routes, heads } = await registeredAccess();
    expect([...routes].sort()).toEqual([...documented].sort());
    // HEAD comes with each GET, with the GET's access.
    const gets = routes.filter((r) => r.startsWith('GET ')).map((r) => `HEAD${r.slice(3)}`);
    expect([...heads].sort()).toEqual(gets.sort());
  });
});

/** A small app with the access hook and the error handler, and a route of each kind. */
async function appWithRoutes() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  await app.register(errorsPlugin);
  await app.register(accessPlugin);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const body = z.object({ name: z.string() });
  api.post('/closed', { schema: { body } }, async (request) => ({ id: request.user.id }));
  api.get('/extension', { config: { access: 'user-or-extension' } }, async (request) => ({ id: request.user.id }));
  api.get('/open', { config: { access: 'public' } }, async () => ({ ok: true }));
  api.get('/open-reads-user', { config: { access: 'public' } }, async (request) => ({ id: request.user.id }));
  await app.ready();
  return app;
}

describe('the access hook', () => {
  it('closes a route that declares nothing: signed out is 401 before the body is validated', async () => {
    const app = await appWithRoutes();
    for (const payload of [{ name: 'Ada' }, { name: 42 }]) {
      const answer = await app.inject({ method: 'POST', url: '/closed', payload });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(NOT_SIGNED_IN);
    }
    const withHeader = await app.inject({ method: 'POST', url: '/closed', headers: { authorization: 'Bearer x' } });
    expect(withHeader.json()).toEqual(NOT_SIGNED_IN);
    await app.close();
  });

  it('takes no malformed bearer on an extension route, and lets anyone call a public one', async () => {
    const app = await appWithRoutes();
    const junk = await app.inject({ method: 'GET', url: '/extension', headers: { authorization: 'Bearer junk' } });
    expect(junk.statusCode).toBe(401);
    expect(junk.json()).toEqual(NOT_SIGNED_IN);
    expect((await app.inject({ method: 'GET', url: '/extension' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/open' })).json()).toEqual({ ok: true });
    // A public route has no caller: reading one is a bug, answered 500 without details.
    expect((await app.inject({ method: 'GET', url: '/open-reads-user' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
    await app.close();
  });

  it('refuses to start with an unknown access, or a bearer on a route that is not public', async () => {
    for (const config of [{ access: 'admin' }, { access: 'user', bearer: true }, { bearer: true }]) {
      const app = Fastify({ logger: false });
      await app.register(accessPlugin);
      // @ts-expect-error: an access no route may declare
      const register = () => app.get('/x', { config }, async () => ({}));
      expect(register, JSON.stringify(config)).toThrow(/config\.(access|bearer)/);
      await app.close();
    }
  });
});
