import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyRequest, type onRouteHookHandler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import './fastify-decorations.ts';
import { type Database, openDatabase } from './db/client.ts';
import { checkAuthSecret } from './lib/auth/check-auth-secret.ts';
import { createAuth } from './lib/auth/create-auth.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { redactUrl } from './lib/redact-url.ts';
import { responseSerializer } from './lib/response-serializer.ts';
import { endUnusedConnectionsOnClose } from './lib/unused-connections.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { autofillRoutes } from './modules/autofill/autofill.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { createPaymentProvider } from './modules/billing/create-payment-provider.ts';
import type { PaymentProvider } from './modules/billing/payment-provider.ts';
import { componentsRoutes } from './modules/components/components.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { LiveStreams } from './modules/events/live-streams.ts';
import { extensionDownloadRoutes } from './modules/extension-download/extension-download.routes.ts';
import { extensionSessionsRoutes } from './modules/extension-sessions/extension-sessions.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { rememberedAnswersRoutes } from './modules/remembered-answers/remembered-answers.routes.ts';
import { resumeRoutes } from './modules/resume/resume.routes.ts';
import { serverInfoRoutes } from './modules/server-info/server-info.routes.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { templatesRoutes } from './modules/templates/templates.routes.ts';
import { usageRoutes } from './modules/usage/usage.routes.ts';
import { yourDetailsRoutes } from './modules/your-details/your-details.routes.ts';
import { accessPlugin } from './plugins/access.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin, jsonBodyPlugin } from './plugins/errors.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { assertWebBuild, webStaticPlugin } from './plugins/web-static.ts';

/** Where `npm run build` puts the web app, relative to this file (apps/server/src → apps/web/dist). */
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const BODY_LIMIT = 64 * 1024;

/** TRUST_PROXY for Fastify: a hop count trusts that many proxies nearest the server, no more. */
function trustProxyOption(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export interface AppDeps {
  /** An open database to use (and not close); otherwise one is opened from the config. */
  database?: Database;
  mailer?: Mailer;
  /** A payment provider to use instead of the one the config chooses (PayPal or the sandbox). */
  paymentProvider?: PaymentProvider;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Sees every route as it is registered (a test checks each route's declared access). */
  onRoute?: onRouteHookHandler;
}

/** The whole server, without listening: plugins, error handling, identity and the API modules. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const webDistDir = config.env === 'production' ? (config.webDistDir ?? defaultWebDistDir) : config.webDistDir;
  assertWebBuild(webDistDir);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      // Requests are logged without the tokens their links carry (verification, reset, OAuth).
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  // Routes declare zod schemas (packages/shared) for params, query, body and responses.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  try {
    const database =
      deps.database ??
      (await openDatabase({
        databaseUrl: config.databaseUrl,
        pgliteDir: config.inMemoryDb ? undefined : path.join(config.dataDir, 'db'),
      }));
    const ownsDatabase = !deps.database;
    // Every instance on this database signs sessions with one secret, or this one does not start.
    await checkAuthSecret(database.db, config.authSecret, { rotate: config.rotateAuthSecret }).catch(async (error) => {
      if (ownsDatabase) await database.close().catch(() => {});
      throw error;
    });
    const mailer =
      deps.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        logger: app.log,
      });
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('liveStreams', new LiveStreams());
    app.decorate('draining', false);
    endUnusedConnectionsOnClose(app);
    // While stopping, no connection is kept for another request: the proxy opens its next one
    // to another instance instead of reusing one this server is about to close.
    app.addHook('onSend', async (_request, reply) => {
      if (app.draining) reply.header('connection', 'close');
    });
    app.addHook('onClose', async () => {
      mailer.close();
      if (ownsDatabase) await database.close();
    });

    const auth = createAuth({ config, db: database.db, mailer, logger: app.log });
    await app.register(errorsPlugin);
    // JSON and other text answers above 4 KiB, brotli or gzip as the client accepts; the web app's
    // files come precompressed at build time (web-static.ts), live-update streams never are. Below
    // 4 KiB an answer goes out in the same round trip either way (TCP's first window is ~14 KB),
    // and compressing it cost more CPU than the rest of a signed-in read (bench:api --compressed).
    await app.register(fastifyCompress, {
      threshold: 4096,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await app.register(jsonBodyPlugin);
    await app.register(inputGuardPlugin);
    await app.register(securityPlugin, { config });
    await app.register(accessPlugin);
    await app.register(idempotencyPlugin, {});
    if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
    await app.register(authPlugin, { auth, publicUrl: config.publicUrl });
    await app.register(rateLimitPlugin, { rule: config.authRateLimit });
    await app.register(healthRoutes);
    await app.register(serverInfoRoutes);
    await app.register(meRoutes);
    await app.register(sessionRoutes);
    await app.register(passwordResetRoutes);
    await app.register(templatesRoutes);
    await app.register(projectsRoutes);
    await app.register(componentsRoutes);
    await app.register(yourDetailsRoutes);
    await app.register(rememberedAnswersRoutes);
    await app.register(filesRoutes);
    await app.register(resumeRoutes);
    await app.register(usageRoutes);
    await app.register(autofillRoutes);
    await app.register(extensionSessionsRoutes);
    await app.register(extensionDownloadRoutes);
    const paymentProvider = deps.paymentProvider ?? createPaymentProvider(config, database.db);
    await app.register(billingRoutes, { provider: paymentProvider });
    await app.register(accountRoutes, { provider: paymentProvider });
    await app.register(eventsRoutes, { keepAliveMs: config.eventsKeepAliveMs, recheckMs: config.eventsRecheckMs });
    await app.register(webStaticPlugin, { webDistDir });
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
}
