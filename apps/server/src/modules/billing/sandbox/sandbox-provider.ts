import { isBillingCycle, isPaidPlanId } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
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

    async verifyWebhook() {
      return false;
    },
  };
}
