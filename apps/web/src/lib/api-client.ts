/**
 * The one way the web app talks to the server: same-origin `/api/*`, cookie credentials, JSON.
 * Failures throw `ApiError`, carrying the status and, for better-auth's failures, their `code`
 * (every error body has `error`; better-auth's also `{ code, message }`), so callers can map
 * them to the texts of docs/auth-contract.md and docs/product.md.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const record = isRecord(body) ? body : {};
    const message = pickString(record, 'message') ?? pickString(record, 'error') ?? `Request failed (${status})`;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = pickString(record, 'code');
    this.body = body;
  }
}

/** Status used for requests that never reached the server (offline, DNS, CORS). */
export const NETWORK_ERROR_STATUS = 0;

type JsonBody = Record<string, unknown> | readonly unknown[];

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: JsonBody;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a pending delete sent on pagehide). */
  keepalive?: boolean;
  /**
   * Sent as `Idempotency-Key`: a create retried with the same key is answered the first answer and
   * creates nothing twice (docs/api-content.md#idempotent-creates-idempotency-key; lib/idempotent-create.ts).
   */
  idempotencyKey?: string;
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, keepalive, idempotencyKey } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, { error: 'Network error' });
  }

  const data = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function pickString(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
