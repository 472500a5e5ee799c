import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { handlePaypalWebhook } from './handle-paypal-webhook.ts';
import type { PaymentProvider } from './payment-provider.ts';

const WEBHOOK_BODY_LIMIT = 256 * 1024;
/** What PayPal is told (any 2xx stops its retries); the event's outcome is logged, not answered. */
const receivedSchema = z.object({ received: z.literal(true) });

/**
 * `POST /api/paypal/webhook`. Registered in its own context whose JSON parser keeps the raw text:
 * the event goes back to PayPal for verification exactly as it arrived.
 */
export async function paypalWebhookRoutes(app: FastifyInstance, opts: { provider: PaymentProvider }) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_r, body, done) =>
    done(null, body),
  );

  const options = {
    config: { access: 'public' as const },
    bodyLimit: WEBHOOK_BODY_LIMIT,
    schema: { response: { 200: receivedSchema } },
  };
  app.post('/api/paypal/webhook', options, async (request) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const outcome = await handlePaypalWebhook(app.database.db, opts.provider, {
      headers: request.headers,
      rawBody,
      logger: request.log,
    });
    request.log.info({ outcome }, 'PayPal webhook');
    return { received: true as const };
  });
}
