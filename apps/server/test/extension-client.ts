import type { FastifyInstance } from 'fastify';

/** The Origin the extension's requests carry. */
export const EXTENSION_ORIGIN = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';

/** What the extension does with the dashboard's handoff: an id token for an extension session's bearer token. */
export async function connectExtension(app: FastifyInstance, cookie: string, browser = 'Chrome on Linux') {
  const idToken = (await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } })).json().token;
  const response = await app.inject({
    method: 'POST',
    url: '/api/extension/session',
    headers: { origin: EXTENSION_ORIGIN },
    payload: { idToken, browser },
  });
  if (response.statusCode !== 201)
    throw new Error(`extension session refused: ${response.statusCode} ${response.body}`);
  return response.json().token as string;
}

/** A request as the extension sends it: its bearer token, its own Origin, no cookie. */
export function asExtension(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, origin: EXTENSION_ORIGIN } });
}
