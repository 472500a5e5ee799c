import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * Stops the server without dropping a request: first it drains (readiness answers 503 and every
 * answer carries `Connection: close`, so a proxy stops sending it requests and reusing its
 * connections) for `graceMs`, while it still answers whatever comes; then `app.close()` stops
 * taking connections, ends the live-update streams with a retry hint and lets the requests in
 * flight finish.
 */
export async function stopGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  app.draining = true;
  if (graceMs > 0) {
    app.log.info({ graceMs }, 'Draining: readiness answers 503 and connections close after each answer');
    await new Promise((resolve) => setTimeout(resolve, graceMs));
  }
  await app.close();
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Said at start when the client address can be forged: TRUST_PROXY as a hop count believes the
 * last hops of X-Forwarded-For whoever sent them, so with the port reachable from elsewhere
 * (HOST not loopback) anyone who connects directly chooses their own address and escapes the
 * per-address limits.
 */
export function proxyWarning(config: Pick<AppConfig, 'trustProxy' | 'host'>): string | null {
  if (typeof config.trustProxy !== 'number' || LOOPBACK_HOSTS.has(config.host)) return null;
  return `TRUST_PROXY=${config.trustProxy} trusts the last ${config.trustProxy === 1 ? 'hop' : `${config.trustProxy} hops`} of X-Forwarded-For from any client, and HOST=${config.host} lets clients reach this port directly: they can then set their own address and escape the per-address limits. Set TRUST_PROXY to your proxies' addresses (e.g. TRUST_PROXY=10.0.0.5 or 10.0.0.0/8), or HOST=127.0.0.1 when the proxy runs on this machine.`;
}
