import { texts } from '@filldeck/shared';
/** Open live-update streams of one server, so a sign-out here ends them at once, and caps on how many. */
export const MAX_STREAMS_PER_USER = 6;
export const MAX_STREAMS_PER_ADDRESS = 20;

export const TOO_MANY_STREAMS = texts.errors.tooManyStreams;

interface Stream {
  sessionId: string;
  userId: string;
  address: string;
  end: () => void;
}

export class LiveStreams {
  private readonly streams = new Set<Stream>();

  /** Why another stream may not open (a message), or null when it may. */
  refusal(userId: string, address: string): string | null {
    let ofUser = 0;
    let ofAddress = 0;
    for (const s of this.streams) {
      if (s.userId === userId) ofUser += 1;
      if (s.address === address) ofAddress += 1;
    }
    return ofUser >= MAX_STREAMS_PER_USER || ofAddress >= MAX_STREAMS_PER_ADDRESS ? TOO_MANY_STREAMS : null;
  }

  /** Registers an open stream; the returned function forgets it (call it when the stream ends). */
  add(stream: Stream): () => void {
    this.streams.add(stream);
    return () => this.streams.delete(stream);
  }

  /** Ends the streams a session opened (its sign-out). */
  endSession(sessionId: string): void {
    for (const s of [...this.streams]) if (s.sessionId === sessionId) s.end();
  }

  /** Ends every stream of a user (a password reset ends all their sessions). */
  endUser(userId: string): void {
    for (const s of [...this.streams]) if (s.userId === userId) s.end();
  }
}
