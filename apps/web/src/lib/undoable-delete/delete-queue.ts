/**
 * Deletes that can be undone for a few seconds. The UI removes the item at once and shows a toast
 * with Undo; the DELETE request is sent only when the toast closes without Undo (it timed out or
 * was dismissed), or at once — with `keepalive` — when the page goes away, so nothing is left half
 * done. Undo sends nothing and puts the item back. No timers here: the toast owns the countdown
 * (it pauses while hovered or focused).
 */
export type DeleteKind = 'template' | 'project' | 'component';

export interface DeleteRequest {
  kind: DeleteKind;
  id: string;
  /** What the toast calls it. */
  name: string;
  /** Sends the DELETE; `keepalive` when the page is being left. */
  send: (options: { keepalive: boolean }) => Promise<void>;
  /** Puts the item back where the UI shows it (Undo, or a failed DELETE). */
  restore: () => void;
  /** After the server deleted it: refresh what it changed. */
  onDeleted: () => void;
  /** The text a person reads when the DELETE failed. */
  failureText: (error: unknown) => string;
}

export interface PendingDelete extends DeleteRequest {
  key: string;
}

export interface DeleteFailure {
  key: string;
  name: string;
  message: string;
}

export interface DeleteQueueState {
  pending: readonly PendingDelete[];
  failures: readonly DeleteFailure[];
}

export interface DeleteQueue {
  /** Starts the undo window of a delete; returns its key. */
  schedule: (request: DeleteRequest) => string;
  /** Undo: forgets the delete without sending it and restores the item. False when already gone. */
  undo: (key: string) => boolean;
  /** Sends the DELETE now (the toast closed). Does nothing after Undo or a first commit. */
  commit: (key: string, options?: { keepalive: boolean }) => Promise<void>;
  /** Sends every pending DELETE (the page is being left, or the signed-in shell closes). */
  commitAll: (options?: { keepalive: boolean }) => Promise<void>;
  dismissFailure: (key: string) => void;
  /** Whether lists should leave this item out: its delete is pending. */
  isPending: (kind: DeleteKind, id: string) => boolean;
  getState: () => DeleteQueueState;
  subscribe: (listener: () => void) => () => void;
}

export function createDeleteQueue(): DeleteQueue {
  let state: DeleteQueueState = { pending: [], failures: [] };
  let sequence = 0;
  const listeners = new Set<() => void>();

  const update = (next: Partial<DeleteQueueState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const take = (key: string): PendingDelete | undefined => {
    const item = state.pending.find((entry) => entry.key === key);
    if (item) update({ pending: state.pending.filter((entry) => entry !== item) });
    return item;
  };

  const commit = async (key: string, options = { keepalive: false }) => {
    const item = take(key);
    if (!item) return;
    try {
      await item.send(options);
    } catch (error) {
      item.restore();
      update({ failures: [...state.failures, { key, name: item.name, message: item.failureText(error) }] });
      return;
    }
    item.onDeleted();
  };

  return {
    schedule(request) {
      sequence += 1;
      const key = `${request.kind}:${request.id}:${sequence}`;
      update({ pending: [...state.pending, { ...request, key }] });
      return key;
    },
    undo(key) {
      const item = take(key);
      item?.restore();
      return item !== undefined;
    },
    commit,
    async commitAll(options = { keepalive: false }) {
      await Promise.all(state.pending.map((item) => commit(item.key, options)));
    },
    dismissFailure(key) {
      update({ failures: state.failures.filter((failure) => failure.key !== key) });
    },
    isPending(kind, id) {
      return state.pending.some((item) => item.kind === kind && item.id === id);
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app's one queue: the toaster shows it, list fetchers leave its items out, pagehide flushes it. */
export const deleteQueue = createDeleteQueue();
