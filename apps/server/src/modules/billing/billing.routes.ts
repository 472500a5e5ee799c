import {
  cancelSubscriptionRequestSchema,
  confirmSubscriptionRequestSchema,
  createSubscriptionRequestSchema,
  resumeSubscriptionRequestSchema,
} from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../lib/parse-body.ts';
import { requireUserId } from '../../lib/require-user.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { confirmSubscription } from './confirm-subscription.ts';
import { createSubscription } from './create-subscription.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { paypalWebhookRoutes } from './paypal-webhook.routes.ts';
import { retryPendingCancellations } from './pending-cancellations.ts';
import { resumeSubscription } from './resume-subscription.ts';
import { sandboxCheckoutRoutes } from './sandbox/sandbox-checkout.routes.ts';

/** Subscriptions (docs/api-billing.md): checkout, confirmation, cancellation and resuming, PayPal's webhook. */
export async function billingRoutes(app: FastifyInstance, opts: { provider: PaymentProvider }) {
  const db = app.database.db;
  const { provider } = opts;

  // Which provider takes payments, so checkout pages name it (the sandbox labelled as such). Public.
  app.get('/api/payment_provider', async () => ({ provider: provider.kind }));

  app.post('/api/create_subscription', async (request, reply) => {
    const userId = await requireUserId(app, request);
    const { plan, billingCycle } = parseBody(createSubscriptionRequestSchema, request.body);
    const input = { userId, plan, billingCycle, publicUrl: app.config.publicUrl };
    return reply.status(201).send(await createSubscription(db, provider, input));
  });

  app.post('/api/confirm_subscription', async (request, reply) => {
    const userId = await requireUserId(app, request);
    const { subscriptionId } = parseBody(confirmSubscriptionRequestSchema, request.body);
    const result = await confirmSubscription(db, provider, { userId, subscriptionId, logger: request.log });
    return reply.status('pending' in result ? 202 : 200).send(result);
  });

  app.post('/api/cancel_subscription', async (request) => {
    const userId = await requireUserId(app, request);
    const { subscriptionId } = parseBody(cancelSubscriptionRequestSchema, request.body);
    await cancelSubscription(db, provider, userId, subscriptionId);
    return { success: true };
  });

  app.post('/api/resume_subscription', async (request) => {
    const userId = await requireUserId(app, request);
    const { subscriptionId } = parseBody(resumeSubscriptionRequestSchema, request.body);
    await resumeSubscription(db, provider, userId, subscriptionId);
    return { success: true };
  });

  // Replaced subscriptions whose cancel failed or was interrupted: at start, then every minute.
  app.addHook('onReady', async () => {
    const retries = retryPendingCancellations(db, provider, app.log);
    app.addHook('onClose', async () => retries.stop());
  });

  await app.register(paypalWebhookRoutes, { provider });
  if (provider.kind === 'sandbox') await app.register(sandboxCheckoutRoutes);
}
