import { isBillingCycle, isPaidPlanId } from '@filldeck/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxSubscriptions } from '../../../db/schema.ts';
import { addMonths } from '../../../lib/add-months.ts';
import { newId } from '../../../lib/new-id.ts';
import { cycleMonths, type PaymentProvider, type ProviderSubscription } from '../payment-provider.ts';

export type SandboxRow = typeof sandboxSubscriptions.$inferSelect;

/** The sandbox's approval page for a subscription (served by FillDeck itself). */
export const sandboxCheckoutPath = (id: string) => `/api/sandbox-paypal/checkout/${encodeURIComponent(id)}`;

export function toSandboxSubscription(row: SandboxRow): ProviderSubscription {
  const plan = isPaidPlanId(row.plan) ? row.plan : null;
  const cycle = isBillingCycle(row.cycle) ? row.cycle : null;
  const nextBillingTime =
    row.status === 'ACTIVE' && row.approvedAt && cycle ? addMonths(row.approvedAt, cycleMonths(cycle)) : null;
  return {
    id: row.id,
    status: row.status,
    planId: `SANDBOX-${row.plan}-${row.cycle}`,
    plan,
    cycle,
    customId: row.userId,
    nextBillingTime,
  };
}

async function setStatusFrom(db: Db, id: string, from: string, to: string) {
  const changed = await db
    .update(sandboxSubscriptions)
    .set({ status: to })
    .where(and(eq(sandboxSubscriptions.id, id), eq(sandboxSubscriptions.status, from)))
    .returning({ id: sandboxSubscriptions.id });
  if (changed.length === 0) throw new Error(`The sandbox subscription is not ${from.toLowerCase()}.`);
}

/**
 * The local payment sandbox (the default): the same flow as PayPal with no network and no money.
 * Subscriptions live in their table; the approval page is FillDeck's own. It sends no webhooks,
 * so every webhook delivery is refused as unverified.
 */
export function createSandboxProvider(db: Db, publicUrl: string): PaymentProvider {
  return {
    kind: 'sandbox',

    async createSubscription(user, plan, cycle, returnUrl, cancelUrl) {
      const id = `SANDBOX-${newId()}`;
      await db.insert(sandboxSubscriptions).values({ id, userId: user.id, plan, cycle, returnUrl, cancelUrl });
      return { id, approveUrl: `${publicUrl}${sandboxCheckoutPath(id)}` };
    },

    async getSubscription(id) {
      const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
      return row ? toSandboxSubscription(row) : null;
    },

    async cancelSubscription(id) {
      await db.update(sandboxSubscriptions).set({ status: 'CANCELLED' }).where(eq(sandboxSubscriptions.id, id));
    },

    // As PayPal: only an ACTIVE subscription is suspended, only a SUSPENDED one activated.
    async suspendSubscription(id) {
      await setStatusFrom(db, id, 'ACTIVE', 'SUSPENDED');
    },

    async activateSubscription(id) {
      await setStatusFrom(db, id, 'SUSPENDED', 'ACTIVE');
    },

    async verifyWebhook() {
      return false;
    },
  };
}
