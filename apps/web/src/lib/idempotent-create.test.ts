import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, NETWORK_ERROR_STATUS } from './api-client.ts';
import { idempotentCreate, newIdempotencyKey, shouldRetryCreate } from './idempotent-create.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Answers the fetches in turn (a status, or 'offline' for a request that never arrives); records the keys sent. */
function serverAnswering(...answers: (number | 'offline')[]) {
  const keys: (string | undefined)[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
    const answer = answers.shift() ?? 201;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer < 300 ? { projectId: `p${keys.length}` } : { error: 'Bad gateway' }), {
      status: answer,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return keys;
}

/** A create mutation as the features build theirs, run outside React. */
function createMutation() {
  const client = new QueryClient();
  const create = (name: string, idempotencyKey: string) =>
    apiRequest<{ projectId: string }>('/api/create_project', { method: 'POST', body: { name }, idempotencyKey });
  return new MutationObserver(client, idempotentCreate(create));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('idempotent creates in the web app', () => {
  it('retries a 502 with the same Idempotency-Key and resolves with the answer that came back', async () => {
    const keys = serverAnswering(502, 201);
    await expect(createMutation().mutate('Taxes')).resolves.toEqual({ projectId: 'p2' });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it('makes a new key for each user action', async () => {
    const keys = serverAnswering(201, 201);
    const mutation = createMutation();
    await mutation.mutate('One');
    await mutation.mutate('One');
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('retries a network error, a 503 and a 504, at most twice, with the same key', async () => {
    const keys = serverAnswering('offline', 503, 504);
    const failed = await createMutation()
      .mutate('Taxes')
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ status: 504 });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it.each([400, 403, 409, 422, 500])('does not retry a %i', async (status) => {
    const keys = serverAnswering(status, 201);
    await expect(createMutation().mutate('Taxes')).rejects.toMatchObject({ status });
    expect(keys).toHaveLength(1);
  });

  it('retries only what a lost answer looks like', () => {
    const failed = (status: number) => new ApiError(status, null);
    expect(shouldRetryCreate(0, failed(NETWORK_ERROR_STATUS))).toBe(true);
    expect(shouldRetryCreate(1, failed(502))).toBe(true);
    expect(shouldRetryCreate(2, failed(502))).toBe(false);
    expect(shouldRetryCreate(0, new DOMException('aborted', 'AbortError'))).toBe(false);
  });

  it('makes a v4 UUID where crypto.randomUUID is missing (plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes) });
    expect(newIdempotencyKey()).toMatch(UUID);
  });
});
