import { createHash } from 'node:crypto';
import { texts } from '@filldeck/shared';
import { AppError } from '../app-error.ts';

/** What a key may be: 1 to 255 printable ASCII characters (a UUID is 36). */
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/**
 * The request's `Idempotency-Key` header: undefined without one, else the key; 400 `BAD_REQUEST`
 * when it is empty, longer than 255 characters or not printable ASCII.
 */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new AppError(400, 'BAD_REQUEST', texts.errors.invalidCreateIdempotencyKey);
  }
  return header;
}

/** JSON with every object's keys sorted, so the same request always reads the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What identifies a request besides its route: a SHA-256 of its params, query and body (as the
 * route's schema read them), so a key sent again with another body or another template's id is
 * told apart from a retry.
 */
export function requestHash(request: { params: unknown; query: unknown; body: unknown }): string {
  const { params, query, body } = request;
  return createHash('sha256').update(canonicalJson({ params, query, body })).digest('hex');
}
