import type { MutationFunctionContext } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_STATUS } from './api-client.ts';

/** Retries after the first failure: three tries in all. */
const MAX_RETRIES = 2;

/** Statuses a proxy answers while the server may still have done the work: worth a retry. */
const RETRIED_STATUSES: readonly number[] = [NETWORK_ERROR_STATUS, 502, 503, 504];

/** Only a failure that may not have reached the server, or whose answer a proxy lost, is retried. */
export function shouldRetryCreate(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && error instanceof ApiError && RETRIED_STATUSES.includes(error.status);
}

/** 300 ms, then 600 ms: short, since the user is waiting on the button. */
export const createRetryDelay = (failureCount: number) => 300 * 2 ** failureCount;

/** A random v4 UUID; `crypto.randomUUID` exists only in secure contexts (not plain http on a LAN). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// TanStack Query hands every try of one `mutate` call the same context object (a new one per
// call), so the key made for the first try is found again by its retries (idempotent-create.test.ts).
const keys = new WeakMap<MutationFunctionContext, string>();

function keyOf(context: MutationFunctionContext): string {
  const known = keys.get(context);
  if (known !== undefined) return known;
  const key = newIdempotencyKey();
  keys.set(context, key);
  return key;
}

/**
 * The options of a create mutation (spread into `useMutation`): one Idempotency-Key per user
 * action (`mutate` call), sent again by its retries, which come after a network error or a
 * 502/503/504, at most twice, so a lost answer never creates twice
 * (docs/api-content.md#idempotent-creates-idempotency-key).
 */
export function idempotentCreate<TInput, TData>(create: (input: TInput, idempotencyKey: string) => Promise<TData>) {
  return {
    mutationFn: (input: TInput, context: MutationFunctionContext) => create(input, keyOf(context)),
    retry: shouldRetryCreate,
    retryDelay: createRetryDelay,
  };
}
