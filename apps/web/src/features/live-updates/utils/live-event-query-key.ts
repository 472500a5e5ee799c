import { type LiveEventType, liveEventSchema } from '@filldeck/shared';
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

/** Reads one SSE message's data; null when it is not a live event. */
export function parseLiveEvent(data: unknown) {
  if (typeof data !== 'string') return null;
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
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
