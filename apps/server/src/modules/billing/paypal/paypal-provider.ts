import { texts } from '@filldeck/shared';
import type { PaypalConfig } from '../../../config-paypal.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { PaymentProvider, WebhookHeaders } from '../payment-provider.ts';
import { createPaypalClient } from './paypal-client.ts';
import { PaypalError } from './paypal-error.ts';
import { type PaypalSubscriptionJson, toProviderSubscription } from './paypal-subscription.ts';

interface CreatedSubscription {
  id: string;
  links?: { href: string; rel: string }[];
}

/** The transmission headers PayPal signs each webhook delivery with. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

function header(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A 4xx about the request itself, not about our credentials (401/403) or PayPal's load (429). */
const isRefusalOfTheDelivery = (status: number) =>
  status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 429;

/** PayPal Subscriptions REST API (v1/billing/subscriptions) and webhook verification. */
export function createPaypalProvider(config: PaypalConfig, options: { now?: () => number } = {}): PaymentProvider {
  const client = createPaypalClient({ ...config, ...options });
  const path = (id: string) => `/v1/billing/subscriptions/${encodeURIComponent(id)}`;

  return {
    kind: 'paypal',

    async createSubscription(user, plan, cycle, returnUrl, cancelUrl) {
      const created = await client.call<CreatedSubscription>({
        method: 'POST',
        path: '/v1/billing/subscriptions',
        body: {
          plan_id: config.planIds[plan][cycle],
          custom_id: user.id,
          subscriber: { email_address: user.email },
          application_context: {
            brand_name: 'FillDeck',
            user_action: 'SUBSCRIBE_NOW',
            shipping_preference: 'NO_SHIPPING',
            return_url: returnUrl,
            cancel_url: cancelUrl,
          },
        },
      });
      const approve = created.links?.find((link) => link.rel === 'approve');
      if (!created.id || !approve) throw new PaypalError(200, 'PayPal did not return an approval link.', undefined);
      return { id: created.id, approveUrl: approve.href };
    },

    async getSubscription(id) {
      try {
        const json = await client.call<PaypalSubscriptionJson>({ method: 'GET', path: path(id) });
        return toProviderSubscription(json, config.planIds);
      } catch (error) {
        if (error instanceof PaypalError && error.paypalStatus === 404) return null;
        throw error;
      }
    },

    async cancelSubscription(id, reason) {
      await client.call({ method: 'POST', path: `${path(id)}/cancel`, body: { reason: reason.slice(0, 128) } });
    },

    async suspendSubscription(id, reason) {
      await client.call({ method: 'POST', path: `${path(id)}/suspend`, body: { reason: reason.slice(0, 128) } });
    },

    async activateSubscription(id, reason) {
      await client.call({ method: 'POST', path: `${path(id)}/activate`, body: { reason: reason.slice(0, 128) } });
    },

    async verifyWebhook(headers, rawBody) {
      const signed: Record<string, string> = {};
      for (const [field, name] of Object.entries(SIGNATURE_HEADERS)) {
        const value = header(headers, name);
        if (!value) return false;
        signed[field] = value;
      }
      // The event goes back exactly as it arrived: re-serializing it could change what PayPal signed.
      const fields = Object.entries({ ...signed, webhook_id: config.webhookId })
        .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
        .join(',');
      let result: { verification_status?: string } | undefined;
      try {
        result = await client.call({
          method: 'POST',
          path: '/v1/notifications/verify-webhook-signature',
          body: `{${fields},"webhook_event":${rawBody}}`,
        });
      } catch (error) {
        // PayPal refusing to verify this delivery (its headers or event are invalid) refuses the
        // event; PayPal failing, unreachable or refusing our credentials stays a 502.
        if (error instanceof PaypalError && isRefusalOfTheDelivery(error.paypalStatus)) {
          throw new AppError(400, 'BAD_REQUEST', texts.errors.webhookSignatureFailedBecause(error.message));
        }
        throw error;
      }
      return result?.verification_status === 'SUCCESS';
    },
  };
}
