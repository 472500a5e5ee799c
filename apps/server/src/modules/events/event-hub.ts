import { LIVE_EVENT_TYPES, type LiveEvent } from '@filldeck/shared';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { EVENTS_CHANNEL } from './publish-event.ts';

const noticeSchema = z.object({
  userId: z.string().min(1),
  type: z.enum(LIVE_EVENT_TYPES),
  id: z.string().nullable(),
});

/** Receives one user's events; the hub formats them as Server-Sent Events messages. */
export type EventSink = (message: string) => void;

/** One SSE message with no event name (docs/api-content.md): `data: {"type":…,"id":…}`. */
export function formatEvent(event: LiveEvent): string {
  return `data: ${JSON.stringify({ type: event.type, id: event.id })}\n\n`;
}

/**
 * One LISTEN per server instance, fanned out to the open streams of each user. Every instance
 * on the same database hears every commit's NOTIFY, so clients of all instances stay current.
 */
export class EventHub {
  private readonly sinks = new Map<string, Set<EventSink>>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(EVENTS_CHANNEL, (payload) => this.dispatch(payload));
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.();
  }

  /** Adds a stream of `userId`; returns the function that removes it. */
  subscribe(userId: string, sink: EventSink): () => void {
    let set = this.sinks.get(userId);
    if (!set) {
      set = new Set();
      this.sinks.set(userId, set);
    }
    set.add(sink);
    return () => {
      const current = this.sinks.get(userId);
      current?.delete(sink);
      if (current?.size === 0) this.sinks.delete(userId);
    };
  }

  private dispatch(payload: string): void {
    let parsed: z.infer<typeof noticeSchema>;
    try {
      parsed = noticeSchema.parse(JSON.parse(payload));
    } catch (error) {
      this.logger.warn({ err: error, payload }, 'Ignored a malformed change notice');
      return;
    }
    const sinks = this.sinks.get(parsed.userId);
    if (!sinks) return;
    const message = formatEvent(parsed);
    for (const sink of sinks) sink(message);
  }
}
