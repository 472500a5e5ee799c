import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaypalConfig } from '../src/config-paypal.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface StandInSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id: string;
  billing_info?: { next_billing_time?: string };
}

export const STAND_IN_CREDENTIALS = { clientId: 'client-id', clientSecret: 'client-secret' };
export const VALID_SIGNATURE = 'valid-signature';
export const PLAN_IDS = {
  basic: { monthly: 'P-BASIC-M', annual: 'P-BASIC-A' },
  professional: { monthly: 'P-PRO-M', annual: 'P-PRO-A' },
};

/** A PayPal timestamp `days` from now, whole seconds. */
export function inDays(days: number): string {
  return new Date(Math.floor((Date.now() + days * 86_400_000) / 1000) * 1000).toISOString();
}

const notFound = {
  name: 'RESOURCE_NOT_FOUND',
  message: 'The specified resource does not exist.',
  details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Requested resource ID was not found.' }],
};
const cannotCancel = {
  name: 'UNPROCESSABLE_ENTITY',
  message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  details: [
    {
      issue: 'SUBSCRIPTION_STATUS_INVALID',
      description: 'Invalid subscription status for cancel action; subscription status should be active or suspended.',
    },
  ],
};

const invalidStatus = (action: string, status: string) => ({
  ...cannotCancel,
  details: [
    {
      issue: 'SUBSCRIPTION_STATUS_INVALID',
      description: `Invalid subscription status for ${action} action; subscription status should be ${status}.`,
    },
  ],
});

/**
 * A local stand-in for the PayPal REST endpoints FillDeck calls (OAuth token, subscriptions
 * create/read/suspend/activate/cancel, verify-webhook-signature), so the real client code runs in tests. It
 * records every request; `failNext` makes the next call to a path answer with an error.
 */
export async function startPaypalStandIn() {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, StandInSubscription>();
  const failures = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  let tokenLifetime = 32_400;

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };

  function route(req: RecordedRequest, res: ServerResponse) {
    const failure = failures.get(`${req.method} ${req.path}`);
    if (failure) {
      failures.delete(`${req.method} ${req.path}`);
      return send(res, failure.status, failure.body);
    }
    if (req.method === 'POST' && req.path === '/v1/oauth2/token') {
      const basic = Buffer.from(`${STAND_IN_CREDENTIALS.clientId}:${STAND_IN_CREDENTIALS.clientSecret}`).toString(
        'base64',
      );
      if (req.headers.authorization !== `Basic ${basic}` || req.body !== 'grant_type=client_credentials') {
        return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const token = `A21-${randomUUID()}`;
      tokens.add(token);
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: tokenLifetime });
    }
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(bearer)) return send(res, 401, { error: 'invalid_token', error_description: 'Token expired' });
    if (req.method === 'POST' && req.path === '/v1/billing/subscriptions') {
      const body = JSON.parse(req.body);
      const id = `I-${randomUUID().slice(0, 12).toUpperCase()}`;
      subscriptions.set(id, { id, status: 'APPROVAL_PENDING', plan_id: body.plan_id, custom_id: body.custom_id });
      const approve = `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-${id}`;
      return send(res, 201, {
        id,
        status: 'APPROVAL_PENDING',
        links: [
          { href: approve, rel: 'approve', method: 'GET' },
          { href: `/v1/billing/subscriptions/${id}`, rel: 'self', method: 'GET' },
        ],
      });
    }
    const match = req.path.match(/^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel|\/suspend|\/activate)?$/);
    if (match) {
      const sub = subscriptions.get(decodeURIComponent(match[1] ?? ''));
      if (!sub) return send(res, 404, notFound);
      if (req.method === 'GET' && !match[2]) return send(res, 200, sub);
      if (req.method === 'POST' && match[2] === '/cancel') {
        if (sub.status !== 'ACTIVE' && sub.status !== 'SUSPENDED') return send(res, 422, cannotCancel);
        sub.status = 'CANCELLED';
        return send(res, 204);
      }
      // As PayPal: only an ACTIVE subscription can be suspended, only a SUSPENDED one activated.
      if (req.method === 'POST' && match[2] === '/suspend') {
        if (sub.status !== 'ACTIVE') return send(res, 422, invalidStatus('suspend', 'active'));
        sub.status = 'SUSPENDED';
        return send(res, 204);
      }
      if (req.method === 'POST' && match[2] === '/activate') {
        if (sub.status !== 'SUSPENDED') return send(res, 422, invalidStatus('activate', 'suspended'));
        sub.status = 'ACTIVE';
        return send(res, 204);
      }
    }
    if (req.method === 'POST' && req.path === '/v1/notifications/verify-webhook-signature') {
      const body = JSON.parse(req.body);
      const ok = body.webhook_id === 'WH-ID' && body.transmission_sig === VALID_SIGNATURE;
      return send(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }
    return send(res, 404, notFound);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      route(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    subscriptions,
    /** The configuration of FillDeck's PayPal provider pointing at this stand-in. */
    config: (): PaypalConfig => ({ ...STAND_IN_CREDENTIALS, webhookId: 'WH-ID', apiBase: url, planIds: PLAN_IDS }),
    failNext(method: string, path: string, status: number, body: unknown) {
      failures.set(`${method} ${path}`, { status, body });
    },
    setTokenLifetime(seconds: number) {
      tokenLifetime = seconds;
    },
    revokeTokens: () => tokens.clear(),
    /** What the payer's approval on PayPal's site does: the subscription becomes ACTIVE. */
    approve(id: string, nextBillingTime = inDays(30)) {
      const sub = subscriptions.get(id);
      if (!sub) throw new Error(`no subscription ${id}`);
      Object.assign(sub, { status: 'ACTIVE', billing_info: { next_billing_time: nextBillingTime } });
      return sub;
    },
    /** Sets what PayPal reports as the subscription's status (e.g. APPROVED before it turns ACTIVE). */
    setStatus(id: string, status: string) {
      const sub = subscriptions.get(id);
      if (!sub) throw new Error(`no subscription ${id}`);
      sub.status = status;
      return sub;
    },
    requestsTo: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PaypalStandIn = Awaited<ReturnType<typeof startPaypalStandIn>>;
