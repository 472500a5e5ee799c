import type { LiveEvent, LiveEventType } from '@filldeck/shared';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '#lib/query-keys.ts';

/** The cached branch a live event makes stale. */
export function queryKeyForLiveEvent(type: LiveEventType): QueryKey {
  switch (type) {
    case 'templates':
      return queryKeys.templates.all;
    case 'projects':
      return queryKeys.projects.all;
    case 'components':
      return queryKeys.components.all;
    case 'user':
      return queryKeys.me;
    case 'usage':
      return queryKeys.usage.all;
    case 'remembered-answers':
      return queryKeys.rememberedAnswers.all;
  }
}

/**
 * LIVE_EVENT_TYPES, written out (live-event-query-key.test.ts checks they agree): that constant
 * lives with the response schemas, whose module would bring zod into the first load.
 */
export const LIVE_EVENT_TYPE_NAMES: readonly LiveEventType[] = [
  'templates',
  'projects',
  'components',
  'user',
  'usage',
  'remembered-answers',
];

const isLiveEventType = (value: unknown): value is LiveEventType =>
  (LIVE_EVENT_TYPE_NAMES as readonly unknown[]).includes(value);

/**
 * Reads one SSE message's data; null when it is not a live event. Checked by hand, as
 * liveEventSchema would (a known type, an id or null; other keys dropped): the signed-in shell
 * listens from its first load, which carries no zod (docs/decisions/0019-trust-api-answers-in-production.md).
 */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { type, id } = value as { type?: unknown; id?: unknown };
    return isLiveEventType(type) && (typeof id === 'string' || id === null) ? { type, id } : null;
  } catch {
    return null;
  }
}

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** Wait before reconnect attempt `attempt` (0-based): 1 s doubling to 30 s, with ±20 % jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.round(delay * (0.8 + random() * 0.4));
}
