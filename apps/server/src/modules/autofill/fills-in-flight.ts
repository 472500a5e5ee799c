/**
 * The fills each user has running on this server, so one account cannot keep the event loop busy
 * with many at once (the matcher runs on it). Per server: each process guards its own time.
 */
export class FillsInFlight {
  private readonly running = new Map<string, number>();

  /** Takes a place for one fill of the user, or null when `max` are running; call the result when it ends. */
  enter(userId: string, max: number): (() => void) | null {
    const now = this.running.get(userId) ?? 0;
    if (now >= max) return null;
    this.running.set(userId, now + 1);
    let isDone = false;
    return () => {
      if (isDone) return;
      isDone = true;
      const left = (this.running.get(userId) ?? 1) - 1;
      if (left > 0) this.running.set(userId, left);
      else this.running.delete(userId);
    };
  }
}
