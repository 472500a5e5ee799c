import { randomUUID } from 'node:crypto';
import { type SignedInUser, signedInFetch } from '../signed-in-fetch.ts';

/** What the server acknowledged (answered 2xx) before it was killed: all of it must survive. */
export interface Acknowledged {
  templates: Map<string, string>; // templateId → userId
  deleted: Set<string>; // templateIds whose delete was acknowledged
  fills: Map<string, string>; // idempotency key → userId
  subscriptions: Map<string, string>; // userId → subscriptionId confirmed active
}

export const emptyAcknowledged = (): Acknowledged => ({
  templates: new Map(),
  deleted: new Set(),
  fills: new Map(),
  subscriptions: new Map(),
});

const FIELDS = [
  { key: 'f1', kind: 'text', tag: 'input', type: 'text', label: 'First name' },
  { key: 'f2', kind: 'text', tag: 'input', type: 'email', label: 'Email' },
];

type User = SignedInUser;

/**
 * Signed-in traffic a person makes, as fast as it goes until `stop()`: create a template, fill a
 * page with it (spends a credit), rename it, delete every other one, and now and then buy a plan
 * through the sandbox checkout. Each user runs one loop; 2xx answers are recorded as acknowledged.
 */
export function runWorkload(url: string, users: User[], acked: Acknowledged) {
  let running = true;
  let errors = 0;
  const call = (user: User, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    signedInFetch(url, user, method, path, body, headers);
  const loop = async (user: User, index: number) => {
    let round = 0;
    while (running) {
      round += 1;
      try {
        const created = await call(user, 'POST', '/api/create_template', {
          title: `Form ${index}-${round}`,
          fields: [
            { name: 'First name', value: 'Ada', type: 'text' },
            { name: 'Email', value: `ada${index}@example.com`, type: 'email' },
          ],
        });
        if (!created.ok) continue;
        const { templateId } = (await created.json()) as { templateId: string };
        acked.templates.set(templateId, user.userId);
        const key = randomUUID();
        const fill = await call(
          user,
          'POST',
          '/api/autofill',
          { templateId, url: 'https://a.example/', title: 'A', fields: FIELDS },
          { 'idempotency-key': key },
        );
        if (fill.ok) {
          acked.fills.set(key, user.userId);
          // The user applies it: the fill is charged and counted now.
          const { fillId, values } = (await fill.json()) as { fillId: string; values: Record<string, unknown> };
          await call(user, 'POST', `/api/autofill/${fillId}/applied`, { keys: Object.keys(values) });
        }
        await call(user, 'POST', '/api/update_template_name', { templateId, name: `Form ${index}-${round} (renamed)` });
        // Every other template is deleted again, so the plan's template limit is never reached.
        if (round % 2 === 0) {
          const deleted = await call(user, 'DELETE', `/api/delete_template/${templateId}/`);
          if (deleted.ok) {
            acked.templates.delete(templateId);
            acked.deleted.add(templateId);
          }
        }
        if (round % 5 === 0 && index % 3 === 0) await buyPlan(user, round % 10 === 0 ? 'professional' : 'basic');
      } catch {
        errors += 1;
        if (!running) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  const buyPlan = async (user: User, plan: string) => {
    const created = await call(user, 'POST', '/api/create_subscription', { plan, billingCycle: 'monthly' });
    if (!created.ok) return;
    const { subscriptionId } = (await created.json()) as { subscriptionId: string };
    const approve = await fetch(`${url}/api/sandbox-paypal/checkout/${subscriptionId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: user.cookie, origin: url, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
    });
    if (approve.status !== 303) return;
    const confirmed = await call(user, 'POST', '/api/confirm_subscription', { subscriptionId });
    if (confirmed.ok) acked.subscriptions.set(user.userId, subscriptionId);
  };
  const done = Promise.all(users.map((user, index) => loop(user, index)));
  return {
    stop: async () => {
      running = false;
      await done;
      return errors;
    },
  };
}
