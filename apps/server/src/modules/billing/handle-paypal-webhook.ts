import { texts } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paypalWebhookEvents } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { applyPaypalEvent } from './apply-paypal-event.ts';
import type { PaymentProvider, WebhookHeaders } from './payment-provider.ts';
import { type PaypalEvent, paypalEventSchema, subscriptionIdOf } from './paypal-events.ts';
import { cancelPending } from './pending-cancellations.ts';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

function parseEvent(rawBody: string): PaypalEvent {
  try {
    return paypalEventSchema.parse(JSON.parse(rawBody));
  } catch {
    throw new AppError(400, 'BAD_REQUEST', texts.errors.malformedWebhook);
  }
}

/**
 * `POST /api/paypal/webhook`: verifies the delivery with PayPal (forged → 400, nothing applied),
 * then applies the event once — its id is stored in the same transaction that applies it, so a
 * redelivery, even a concurrent one, changes nothing. The subscription's current state is read
 * from PayPal, so late or out-of-order deliveries apply PayPal's latest data.
 */
export async function handlePaypalWebhook(
  db: Db,
  provider: PaymentProvider,
  input: { headers: WebhookHeaders; rawBody: string; logger: Logger },
): Promise<WebhookOutcome> {
  const event = parseEvent(input.rawBody);
  if (!(await provider.verifyWebhook(input.headers, input.rawBody))) {
    throw new AppError(400, 'BAD_REQUEST', texts.errors.webhookSignatureFailed);
  }
  const [seen] = await db.select().from(paypalWebhookEvents).where(eq(paypalWebhookEvents.eventId, event.id));
  if (seen) return 'duplicate';
  const subscriptionId = subscriptionIdOf(event);
  const sub = subscriptionId ? await provider.getSubscription(subscriptionId) : null;
  if (subscriptionId && !sub)
    input.logger.warn({ event: event.id, subscriptionId }, 'Webhook for an unknown subscription');
  const outcome = await db.transaction(async (tx) => {
    const stored = await tx
      .insert(paypalWebhookEvents)
      .values({ eventId: event.id, eventType: event.event_type })
      .onConflictDoNothing()
      .returning();
    if (stored.length === 0) return { result: 'duplicate' as const, replaced: null };
    if (!sub) return { result: 'ignored' as const, replaced: null };
    const { replaced } = await applyPaypalEvent(tx, event.event_type, sub);
    return { result: 'applied' as const, replaced };
  });
  if (outcome.replaced) await cancelPending(db, provider, input.logger);
  return outcome.result;
}
