import type { FastifyInstance } from 'fastify';
import { handlePaypalWebhook } from './handle-paypal-webhook.ts';
import type { PaymentProvider } from './payment-provider.ts';

const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * `POST /api/paypal/webhook`. Registered in its own context whose JSON parser keeps the raw text:
 * the event goes back to PayPal for verification exactly as it arrived.
 */
export async function paypalWebhookRoutes(app: FastifyInstance, opts: { provider: PaymentProvider }) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_r, body, done) =>
    done(null, body),
  );

  app.post('/api/paypal/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const outcome = await handlePaypalWebhook(app.database.db, opts.provider, {
      headers: request.headers,
      rawBody,
      logger: request.log,
    });
    request.log.info({ outcome }, 'PayPal webhook');
    return { received: true };
  });
}
