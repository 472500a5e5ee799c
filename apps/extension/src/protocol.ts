/**
 * A set of calls one part of the extension answers: for each kind, the request it takes and the
 * reply it gives. Messages, replies and handlers are all derived from it, so a new call is one
 * entry in its map and its handler, and a caller gets the reply's type without a cast.
 */
export type Calls = Record<string, { request: object; reply: unknown }>;

/** One message of a call set: its kind with its request's fields. */
export type Message<C extends Calls> = { [K in keyof C & string]: { kind: K } & C[K]['request'] }[keyof C & string];

/** What travels back: the reply, or why there is none. */
export type Outcome<T> = { ok: true; reply: T } | { ok: false; error: string };

/** A handler per kind, given the request and who sent it. */
export type Handlers<C extends Calls, Sender> = {
  [K in keyof C & string]: (request: C[K]['request'], sender: Sender) => Promise<C[K]['reply']>;
};

/** Whether a message that arrived names one of the calls this set answers. */
export function isMessageOf<C extends Calls>(handlers: Handlers<C, never>, message: unknown): message is Message<C> {
  if (typeof message !== 'object' || message === null || !('kind' in message)) return false;
  return typeof message.kind === 'string' && Object.hasOwn(handlers, message.kind);
}

/** Runs the handler of a message's kind; a thrown error becomes a refused outcome. */
export async function answer<C extends Calls, Sender, K extends keyof C & string>(
  handlers: Handlers<C, Sender>,
  message: { kind: K } & C[K]['request'],
  sender: Sender,
): Promise<Outcome<C[K]['reply']>> {
  try {
    const handler: Handlers<C, Sender>[K] = handlers[message.kind];
    return { ok: true, reply: await handler(message, sender) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The reply of an outcome, or the error it carried (no outcome: the other side was gone). */
export function replyOf<T>(outcome: Outcome<T> | undefined): T {
  if (!outcome) throw new Error('No answer: the other side has gone away.');
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.reply;
}
