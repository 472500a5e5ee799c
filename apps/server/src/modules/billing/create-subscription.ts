import {
  type BillingCycle,
  CHECKOUT_RETURN_PATH,
  normalizePlan,
  type PaidPlanId,
  PLAN_NAMES,
  texts,
} from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider } from './payment-provider.ts';

export interface CreateSubscriptionInput {
  userId: string;
  plan: PaidPlanId;
  billingCycle: BillingCycle;
  publicUrl: string;
}

/**
 * Starts a checkout for a paid plan and cycle; the provider comes back to
 * `/subscription/paypal?status=approved|cancelled` (it adds `subscription_id`). Buying the plan
 * and cycle the user already has running is refused (409) so nobody pays twice.
 */
export async function createSubscription(db: Db, provider: PaymentProvider, input: CreateSubscriptionInput) {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw new AppError(401, 'NOT_SIGNED_IN', texts.errors.notSignedIn);
  const running = user.status === 'active' && user.subscriptionId !== null;
  if (running && normalizePlan(user.plan) === input.plan && user.billingCycle === input.billingCycle) {
    throw new AppError(409, 'CONFLICT', texts.errors.alreadySubscribed(PLAN_NAMES[input.plan], input.billingCycle));
  }
  const back = (status: 'approved' | 'cancelled') => `${input.publicUrl}${CHECKOUT_RETURN_PATH}?status=${status}`;
  const created = await provider.createSubscription(
    { id: user.id, email: user.email, name: user.name },
    input.plan,
    input.billingCycle,
    back('approved'),
    back('cancelled'),
  );
  return { subscriptionId: created.id, approveUrl: created.approveUrl };
}
