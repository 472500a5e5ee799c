import {
  cancelSubscriptionRequestSchema,
  confirmSubscriptionRequestSchema,
  confirmSubscriptionResponseSchema,
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  paymentProviderResponseSchema,
  pendingConfirmationSchema,
  resumeSubscriptionRequestSchema,
  successResponseSchema,
} from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestBody } from '../../lib/request-body.ts';
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
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Which provider takes payments, so checkout pages name it (the sandbox labelled as such).
  const providerOptions = {
    config: { access: 'public' as const },
    schema: { response: { 200: paymentProviderResponseSchema } },
  };
  api.get('/api/payment_provider', providerOptions, async () => ({ provider: provider.kind }));

  const createSchema = {
    body: requestBody(createSubscriptionRequestSchema),
    response: { 201: createSubscriptionResponseSchema },
  };
  api.post('/api/create_subscription', { schema: createSchema }, async (request, reply) => {
    const userId = request.user.id;
    const { plan, billingCycle } = request.body;
    const input = { userId, plan, billingCycle, publicUrl: app.config.publicUrl };
    return reply.status(201).send(await createSubscription(db, provider, input));
  });

  const confirmSchema = {
    body: requestBody(confirmSubscriptionRequestSchema),
    response: { 200: confirmSubscriptionResponseSchema, 202: pendingConfirmationSchema },
  };
  api.post('/api/confirm_subscription', { schema: confirmSchema }, async (request, reply) => {
    const userId = request.user.id;
    const { subscriptionId } = request.body;
    const result = await confirmSubscription(db, provider, { userId, subscriptionId, logger: request.log });
    return reply.status('pending' in result ? 202 : 200).send(result);
  });

  const cancelSchema = { body: requestBody(cancelSubscriptionRequestSchema), response: { 200: successResponseSchema } };
  api.post('/api/cancel_subscription', { schema: cancelSchema }, async (request) => {
    await cancelSubscription(db, provider, request.user.id, request.body.subscriptionId);
    return { success: true as const };
  });

  const resumeSchema = { body: requestBody(resumeSubscriptionRequestSchema), response: { 200: successResponseSchema } };
  api.post('/api/resume_subscription', { schema: resumeSchema }, async (request) => {
    await resumeSubscription(db, provider, request.user.id, request.body.subscriptionId);
    return { success: true as const };
  });

  // Replaced subscriptions whose cancel failed or was interrupted: at start, then every minute.
  app.addHook('onReady', async () => {
    const retries = retryPendingCancellations(db, provider, app.log);
    app.addHook('onClose', async () => retries.stop());
  });

  await app.register(paypalWebhookRoutes, { provider });
  if (provider.kind === 'sandbox') await app.register(sandboxCheckoutRoutes);
}
