import type { ConfirmSubscriptionResponse } from '@filldeck/shared';
import { texts } from '@filldeck/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { applySubscription } from './apply-subscription.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { cancelPending } from './pending-cancellations.ts';

export const subscriptionNotFound = () => new AppError(404, 'NOT_FOUND', texts.errors.subscriptionNotFound);

/**
 * Approved by the payer, not yet activated by PayPal (it can take a few seconds after the buyer
 * returns): the route answers 202 and the client asks again shortly.
 */
export interface PendingConfirmation {
  pending: true;
  status: string;
}

/**
 * After the approval round trip: asks the provider about the subscription and applies it once it
 * is ACTIVE and was created for this user (`custom_id`), as a purchase only when it is not
 * already the user's current subscription (applySubscription, 'confirm'). Another user's subscription answers like
 * a missing one (404); one that is APPROVED but not yet ACTIVE is pending.
 */
export async function confirmSubscription(
  db: Db,
  provider: PaymentProvider,
  input: { userId: string; subscriptionId: string; logger: Logger },
): Promise<ConfirmSubscriptionResponse | PendingConfirmation> {
  const sub = await provider.getSubscription(input.subscriptionId);
  if (!sub || sub.customId !== input.userId) throw subscriptionNotFound();
  if (sub.status === 'APPROVED') return { pending: true, status: sub.status };
  if (sub.status !== 'ACTIVE') {
    throw new AppError(409, 'CONFLICT', texts.errors.subscriptionNotActive(sub.status));
  }
  const { plan, cycle } = sub;
  if (!plan || !cycle) throw new AppError(502, 'UPSTREAM_FAILED', texts.errors.unknownPlan(sub.planId));
  const result = await db.transaction((tx) =>
    applySubscription(tx, input.userId, { id: sub.id, plan, cycle, nextBillingTime: sub.nextBillingTime }, 'confirm'),
  );
  if (!result.applied) throw subscriptionNotFound();
  // The replaced subscription (recorded in the transaction) is cancelled now; failures are retried.
  if (result.replaced) await cancelPending(db, provider, input.logger);
  // The user's own status: confirming their current subscription again changes nothing.
  return { success: true, plan, billingCycle: cycle, status: result.status };
}
