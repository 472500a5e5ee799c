import { randomUUID } from 'node:crypto';

/** A random, unguessable row id (never sequential), optionally prefixed (`sec_`, `adhoc_`). */
export function newId(prefix = ''): string {
  return `${prefix}${randomUUID()}`;
}
