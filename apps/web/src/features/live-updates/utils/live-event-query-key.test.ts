import { LIVE_EVENT_TYPES, liveEventSchema } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '#lib/query-keys.ts';
import { LIVE_EVENT_TYPE_NAMES, parseLiveEvent, queryKeyForLiveEvent, reconnectDelay } from './live-event-query-key.ts';

describe('live events', () => {
  it('are the types the server announces, read as liveEventSchema reads them', () => {
    expect(LIVE_EVENT_TYPE_NAMES).toEqual(LIVE_EVENT_TYPES);
    for (const data of [
      '{"type":"usage","id":"u1","extra":1}',
      '{"type":"user"}',
      '{"type":"x","id":null}',
      '[]',
      'null',
    ]) {
      const parsed = liveEventSchema.safeParse(JSON.parse(data));
      expect(parseLiveEvent(data)).toEqual(parsed.success ? parsed.data : null);
    }
  });

  it('make the cached branch of their type stale', () => {
    expect(queryKeyForLiveEvent('templates')).toEqual(queryKeys.templates.all);
    expect(queryKeyForLiveEvent('projects')).toEqual(queryKeys.projects.all);
    expect(queryKeyForLiveEvent('components')).toEqual(queryKeys.components.all);
    expect(queryKeyForLiveEvent('user')).toEqual(queryKeys.me);
    expect(queryKeyForLiveEvent('usage')).toEqual(queryKeys.usage.all);
    expect(queryKeyForLiveEvent('remembered-answers')).toEqual(queryKeys.rememberedAnswers.all);
  });

  it('are read from the message data and anything else is ignored', () => {
    expect(parseLiveEvent('{"type":"templates","id":"t1"}')).toEqual({ type: 'templates', id: 't1' });
    expect(parseLiveEvent('{"type":"projects","id":null}')).toEqual({ type: 'projects', id: null });
    expect(parseLiveEvent('{"type":"other","id":null}')).toBeNull();
    expect(parseLiveEvent('not json')).toBeNull();
    expect(parseLiveEvent(undefined)).toBeNull();
  });

  it('reconnect after 1 s, doubling up to 30 s', () => {
    const middle = () => 0.5;
    expect(reconnectDelay(0, middle)).toBe(1_000);
    expect(reconnectDelay(1, middle)).toBe(2_000);
    expect(reconnectDelay(4, middle)).toBe(16_000);
    expect(reconnectDelay(10, middle)).toBe(30_000);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1_200);
  });
});
