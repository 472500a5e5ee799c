import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { errorsPlugin, jsonBodyPlugin, parseJsonBody } from './errors.ts';

async function appWith(handler: () => unknown) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  app.post('/boom', async () => handler());
  return app;
}

describe('the error handler', () => {
  it('hides the details of a 5xx and answers { error }', async () => {
    const app = await appWith(() => {
      throw new Error('connection string postgres://secret@db');
    });
    const response = await app.inject({ method: 'POST', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error', code: 'INTERNAL' });
    expect(response.body).not.toContain('secret');
  });

  it('keeps the message of an AppError with its status', async () => {
    const app = await appWith(() => {
      throw new AppError(409, 'CONFLICT', 'Already there');
    });
    const response = await app.inject({ method: 'POST', url: '/boom' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Already there', code: 'CONFLICT' });
  });

  it('says the limit of the route a too-large body was sent to', async () => {
    const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
    await app.register(errorsPlugin);
    await app.register(jsonBodyPlugin);
    app.post('/small', async () => ({ ok: true }));
    app.post('/fill', { bodyLimit: 1024 * 1024 }, async () => ({ ok: true }));
    const send = (url: string, bytes: number) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ text: 'x'.repeat(bytes) }),
      });
    const small = await send('/small', 70 * 1024);
    expect(small.statusCode).toBe(413);
    expect(small.json()).toEqual({ error: 'Request body is too large (the limit is 64 KiB)', code: 'BAD_REQUEST' });
    expect((await send('/fill', 70 * 1024)).statusCode).toBe(200);
    expect((await send('/fill', 1100 * 1024)).json().error).toBe('Request body is too large (the limit is 1 MiB)');
  });

  it('answers malformed JSON with 400 { error }', async () => {
    const app = await appWith(() => ({ ok: true }));
    const response = await app.inject({
      method: 'POST',
      url: '/boom',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Malformed JSON in request body', code: 'BAD_REQUEST' });
  });
});

describe('parseJsonBody', () => {
  it('reads an empty body as no body', () => {
    expect(parseJsonBody('')).toBeUndefined();
    expect(parseJsonBody('  \n')).toBeUndefined();
  });

  it('drops __proto__ keys', () => {
    const parsed = parseJsonBody('{"a":1,"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(parsed).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(parsed, '__proto__')).toBe(false);
  });

  it('drops __proto__ keys written with escapes, at any depth, and keeps every other value', () => {
    const escaped = String.raw`{"a":[{"\u005f_proto__":{"polluted":true},"b":"\u00e9"}],"c":{"__pro\u0074o__":1}}`;
    expect(parseJsonBody(escaped)).toEqual({ a: [{ b: 'é' }], c: {} });
    const plain = '{"fields":[{"key":"f1","label":"Email","options":[]}],"lang":"en","n":1.5,"ok":null}';
    expect(parseJsonBody(plain)).toEqual(JSON.parse(plain));
  });
});
