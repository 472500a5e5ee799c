import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, NETWORK_ERROR_STATUS } from './api-client.ts';

function respond(status: number, body: unknown, type = 'application/json') {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with cookie credentials and returns the parsed body', async () => {
    const fetchMock = respond(200, { success: true });
    await expect(apiRequest('/api/logout', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ success: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'include',
      body: '{"a":1}',
      signal: undefined,
    });
  });

  it('sends no Content-Type and no body when there is nothing to send', async () => {
    const fetchMock = respond(200, {});
    await apiRequest('/api/me');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me',
      expect.objectContaining({ method: 'GET', headers: { Accept: 'application/json' }, body: undefined }),
    );
  });

  it('throws an ApiError carrying the status and better-auth code', async () => {
    respond(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    const error = await apiRequest('/api/auth/sign-in/email', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
  });

  it("reads FillDeck's { error } bodies as the message", async () => {
    respond(401, { error: 'Not signed in' });
    await expect(apiRequest('/api/me')).rejects.toMatchObject({
      status: 401,
      code: undefined,
      message: 'Not signed in',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/api/health')).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS });
  });

  it('tolerates a non-JSON error body', async () => {
    respond(502, 'Bad gateway', 'text/html');
    await expect(apiRequest('/api/health')).rejects.toMatchObject({ status: 502, body: null });
  });
});
