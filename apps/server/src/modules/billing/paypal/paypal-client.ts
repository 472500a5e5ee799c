import { randomUUID } from 'node:crypto';
import { texts } from '@filldeck/shared';
import { AppError } from '../../../lib/app-error.ts';
import { paypalError } from './paypal-error.ts';

export interface PaypalClientOptions {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** The clock, for token expiry (tests move it on). */
  now?: () => number;
  timeoutMs?: number;
}

export interface PaypalRequest {
  method: 'GET' | 'POST';
  path: string;
  /** An object to send as JSON, or JSON text to send as it is. */
  body?: unknown;
}

/** Tokens are renewed this long before PayPal says they expire. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * PayPal's REST API with plain fetch: an OAuth2 client-credentials token, cached until shortly
 * before it expires (one request in flight at a time), a fresh `PayPal-Request-Id` on every POST,
 * and PayPal's errors turned into readable ones. A 401 drops the cached token and retries once.
 */
export function createPaypalClient(options: PaypalClientOptions) {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 20_000;
  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new AppError(
        502,
        'UPSTREAM_FAILED',
        texts.errors.paypalUnreachable(error instanceof Error ? error.message : String(error)),
      );
    }
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await send(`${options.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        'paypal-request-id': randomUUID(),
      },
      body: 'grant_type=client_credentials',
    });
    const text = await response.text();
    if (!response.ok) throw paypalError(response.status, text);
    const body = JSON.parse(text) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw paypalError(response.status, text);
    cached = { token: body.access_token, expiresAt: now() + (body.expires_in ?? 0) * 1000 - EXPIRY_MARGIN_MS };
    return body.access_token;
  }

  function token(): Promise<string> {
    if (cached && now() < cached.expiresAt) return Promise.resolve(cached.token);
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  async function attempt(request: PaypalRequest): Promise<Response> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await token()}`,
      accept: 'application/json',
    };
    let body: string | undefined;
    if (request.method === 'POST') {
      headers['paypal-request-id'] = randomUUID();
      if (request.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
      }
    }
    return send(`${options.apiBase}${request.path}`, { method: request.method, headers, body: body ?? null });
  }

  /** Calls PayPal; resolves to the parsed JSON body (undefined for 204), throws PaypalError otherwise. */
  async function call<T>(request: PaypalRequest): Promise<T> {
    let response = await attempt(request);
    if (response.status === 401) {
      cached = undefined;
      response = await attempt(request);
    }
    const text = await response.text();
    if (!response.ok) throw paypalError(response.status, text);
    if (text === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new AppError(502, 'UPSTREAM_FAILED', texts.errors.paypalNotJson(response.status));
    }
  }

  return { call, token };
}

export type PaypalClient = ReturnType<typeof createPaypalClient>;
