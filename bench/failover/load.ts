import { randomUUID } from 'node:crypto';
import { type SignedInUser, signedInFetch } from '../signed-in-fetch.ts';

export type User = SignedInUser;

/** A request that did not get the answer it should have (a 502 from the proxy, a dropped connection). */
export interface Failure {
  phase: string;
  at: number;
  what: string;
}

/** Every write the server acknowledged (answered 2xx), and what may also have landed without an answer. */
export interface Acknowledged {
  created: Map<string, string>; // templateId → userId
  deleted: Set<string>; // acknowledged deletes
  deleteAttempted: Set<string>; // deletes sent, acknowledged or not
  /** The instructions last acknowledged per template, and those sent after it without an answer. */
  instructions: Map<string, { acked: string; unanswered: string[] }>;
  writes: number;
}

/**
 * Signed-in traffic as people make it, each user one request at a time with a pause between:
 * create a template (with an Idempotency-Key), list templates, change its AI instructions (a live
 * update), delete the previous one. Runs until `stop()`; counts requests and failures per phase.
 */
export function runLoad(url: string, users: User[], pauseMs: number) {
  const acked: Acknowledged = {
    created: new Map(),
    deleted: new Set(),
    deleteAttempted: new Set(),
    instructions: new Map(),
    writes: 0,
  };
  const failures: Failure[] = [];
  const requests = new Map<string, number>();
  const state = { phase: 'warm-up', running: true };

  const call = async (
    user: User,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    requests.set(state.phase, (requests.get(state.phase) ?? 0) + 1);
    const what = `${method} ${path.replace(/[0-9a-f-]{20,}/, ':id')}`;
    try {
      const response = await signedInFetch(url, user, method, path, body, headers);
      const json = await response.json().catch(() => undefined);
      if (!response.ok)
        failures.push({ phase: state.phase, at: performance.now(), what: `${what} → ${response.status}` });
      return { ok: response.ok, json: json as Record<string, unknown> | undefined };
    } catch (error) {
      failures.push({ phase: state.phase, at: performance.now(), what: `${what} → ${(error as Error).message}` });
      return { ok: false, json: undefined };
    }
  };
  const pause = () => new Promise((r) => setTimeout(r, pauseMs));

  const loop = async (user: User, index: number) => {
    let previous: string | undefined;
    for (let round = 1; state.running; round++) {
      const created = await call(
        user,
        'POST',
        '/api/create_template',
        { title: `Failover ${index}-${round}`, fields: [{ name: 'Email', value: 'ada@example.com', type: 'email' }] },
        { 'idempotency-key': randomUUID() },
      );
      await pause();
      const templateId = created.json?.templateId;
      if (!created.ok || typeof templateId !== 'string') continue;
      acked.created.set(templateId, user.userId);
      acked.writes += 1;
      await call(user, 'GET', '/api/templates');
      await pause();
      const instructions = `round ${round}`;
      const patched = await call(user, 'PATCH', `/api/templates/${templateId}`, { aiInstructions: instructions });
      const entry = acked.instructions.get(templateId) ?? { acked: '', unanswered: [] };
      if (patched.ok) {
        acked.instructions.set(templateId, { acked: instructions, unanswered: [] });
        acked.writes += 1;
      } else acked.instructions.set(templateId, { ...entry, unanswered: [...entry.unanswered, instructions] });
      await pause();
      if (previous) {
        acked.deleteAttempted.add(previous);
        const deleted = await call(user, 'DELETE', `/api/delete_template/${previous}`);
        if (deleted.ok) {
          acked.deleted.add(previous);
          acked.writes += 1;
        }
        await pause();
      }
      previous = templateId;
    }
  };
  const loops = users.map((user, index) => loop(user, index));

  return {
    acked,
    failures,
    requests,
    setPhase(phase: string) {
      state.phase = phase;
    },
    async stop() {
      state.running = false;
      await Promise.all(loops);
    },
  };
}
