import { isIP } from 'node:net';
import path from 'node:path';
import type { PaymentProviderKind } from '@filldeck/shared';
import { z } from 'zod';
import { type AiConfig, aiEnvSchema, readAiConfig } from './config-ai.ts';
import { type AutofillRateLimit, autofillEnvSchema, autofillLimitsOf } from './config-autofill.ts';
import { PAYPAL_REQUIRED, type PaypalConfig, paypalEnvSchema, readPaypalConfig } from './config-paypal.ts';
import { readOrCreateLocalSecret } from './lib/auth/local-auth-secret.ts';
import { makeDataDirPrivate } from './lib/data-dir.ts';
import { isLoopbackUrl } from './lib/is-loopback.ts';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
/** An empty value (`NAME=` in a .env) means unset: the default applies. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema);

/**
 * PUBLIC_URL as an origin (`new URL(…).origin`: lower-case host, default port dropped), so it can
 * be compared with a request's Origin header. A path, query or fragment is refused, not dropped.
 */
const publicUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((value, ctx) => {
    const url = new URL(value);
    if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
      ctx.addIssue({
        code: 'custom',
        message: `must be an origin without a path, query or fragment, e.g. ${url.origin}`,
      });
      return z.NEVER;
    }
    return url.origin;
  });

/** Every environment variable the server reads. `.env.example` documents each one. */
export const envSchema = z.object({
  NODE_ENV: unsetIfEmpty(z.enum(['development', 'production', 'test']).default('development')),
  PORT: unsetIfEmpty(z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: unsetIfEmpty(z.string().default('0.0.0.0')),
  PUBLIC_URL: unsetIfEmpty(publicUrl.optional()),
  DATA_DIR: unsetIfEmpty(z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_OUTBOX: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  MAIL_FROM: unsetIfEmpty(z.string().min(3).default('FillDeck <no-reply@filldeck.local>')),
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_ISSUER: z.preprocess(emptyToUndefined, z.url().default('https://accounts.google.com')),
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  EXTENSION_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  EXTENSION_STORE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https$/, error: "must be an https:// URL (the extension's store listing)" }).optional(),
  ),
  LOG_LEVEL: unsetIfEmpty(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  AUTH_SECRET_ROTATE: unsetIfEmpty(z.enum(['true', 'false']).default('false')),
  SHUTDOWN_GRACE_MS: unsetIfEmpty(z.coerce.number().int().min(0).max(120_000).default(5000)),
  AUTH_RATE_LIMIT_MAX: unsetIfEmpty(z.coerce.number().int().min(1).max(100000).default(10)),
  AUTH_RATE_LIMIT_WINDOW: unsetIfEmpty(z.coerce.number().int().min(1).max(86400).default(60)),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('false')
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (parsed === null) {
          ctx.addIssue({
            code: 'custom',
            message:
              'must be false, the number of proxies in front of FillDeck (e.g. 1), or their addresses (e.g. 10.0.0.0/8,127.0.0.1); true would trust any X-Forwarded-For a client sends',
          });
          return z.NEVER;
        }
        return parsed;
      }),
  ),
  PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'paypal']).optional()),
  ...paypalEnvSchema.shape,
  ...aiEnvSchema.shape,
  ...autofillEnvSchema.shape,
});

/** TRUST_PROXY as Fastify takes it, or null when it is not a value FillDeck accepts. */
export function parseTrustProxy(value: string): false | number | string | null {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const parts = text.split(',').map((part) => part.trim());
  const isAddress = (part: string) => {
    const [address = '', bits] = part.split('/');
    const version = isIP(address);
    if (version === 0) return false;
    if (bits === undefined) return true;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
  };
  return parts.length > 0 && parts.every(isAddress) ? parts.join(',') : null;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The origin users reach FillDeck at (`new URL(PUBLIC_URL).origin`: no path, no trailing slash). */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Keep PGlite in memory instead of `$DATA_DIR/db` (tests). */
  inMemoryDb: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  webDistDir: string | undefined;
  /** The built extension (`apps/extension/dist/chrome-mv3` by default) that the zip download is made from. */
  extensionDistDir?: string | undefined;
  /** The extension's store listing; when set, users are sent there instead of getting the zip. */
  extensionStoreUrl?: string | undefined;
  logLevel: string;
  /** Rate limits for sign-in, sign-up and reset: attempts per window (seconds) per client address. */
  authRateLimit: { window: number; max: number };
  /** Fills per window and at once per user (AUTOFILL_*); unset: 20 a minute, 2 at once. */
  autofillRateLimit?: AutofillRateLimit | undefined;
  /**
   * Which X-Forwarded-For hops to believe (Fastify's trustProxy): false, the number of proxies in
   * front of FillDeck, or the proxies' addresses (comma-separated IPs or CIDRs). Never "all".
   */
  trustProxy: false | number | string;
  /**
   * On SIGTERM/SIGINT, how long the server keeps answering (readiness 503, `Connection: close`)
   * before it stops taking requests, so a proxy moves new traffic elsewhere first.
   */
  shutdownGraceMs: number;
  /** AUTH_SECRET_ROTATE: this start changes the secret on purpose (lib/auth/check-auth-secret.ts). */
  rotateAuthSecret?: boolean;
  /** Milliseconds between keep-alive comments on `GET /api/events` (default 25 s; tests shorten it). */
  eventsKeepAliveMs?: number | undefined;
  /** Milliseconds between an open stream's checks that its session still exists (default 30 s; tests shorten it). */
  eventsRecheckMs?: number | undefined;
  /** PayPal's settings, when all PAYPAL_* variables are set. */
  paypal?: PaypalConfig | undefined;
  /**
   * Who takes payments (PAYMENT_PROVIDER): PayPal; the sandbox (no money, clearly labelled) when
   * chosen, or by default while PUBLIC_URL is a loopback address; otherwise none (paid plans say
   * payments are not set up). Unset in tests: PayPal when configured, else the sandbox.
   */
  paymentProvider?: PaymentProviderKind | undefined;
  /** The OpenAI-compatible endpoint of the `ai` fill provider; undefined: built-in matcher only. */
  ai?: AiConfig | undefined;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  }
  const { paypal, missing } = readPaypalConfig(e);
  if (missing.length > 0) {
    const lines = missing.map((name) => `  ${name}: must be set together with the other PAYPAL_* variables`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  if (!e.SMTP_URL && !isLoopbackUrl(publicUrl) && e.MAIL_OUTBOX !== 'true') {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: must be set on a server reached beyond this machine (PUBLIC_URL), or users get no verification and reset mails. Set MAIL_OUTBOX=true to keep mails in DATA_DIR/outbox on purpose',
    );
  }
  if (e.PAYMENT_PROVIDER === 'paypal' && !paypal) {
    const lines = PAYPAL_REQUIRED.map((name) => `  ${name}: must be set when PAYMENT_PROVIDER=paypal`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const paymentProvider: PaymentProviderKind =
    e.PAYMENT_PROVIDER ?? (paypal ? 'paypal' : isLoopbackUrl(publicUrl) ? 'sandbox' : 'none');
  const dataDir = path.resolve(e.DATA_DIR);
  makeDataDirPrivate(dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    inMemoryDb: false,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    webDistDir: e.WEB_DIST_DIR,
    extensionDistDir: e.EXTENSION_DIST_DIR,
    extensionStoreUrl: e.EXTENSION_STORE_URL,
    logLevel: e.LOG_LEVEL,
    authRateLimit: { window: e.AUTH_RATE_LIMIT_WINDOW, max: e.AUTH_RATE_LIMIT_MAX },
    autofillRateLimit: autofillLimitsOf(e),
    trustProxy: e.TRUST_PROXY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    rotateAuthSecret: e.AUTH_SECRET_ROTATE === 'true',
    paypal,
    paymentProvider,
    ai: readAiConfig(e),
  };
}

/** The secret kept in DATA_DIR when AUTH_SECRET is unset, checked like the variable. */
function localSecret(dataDir: string): string {
  const { file, secret } = readOrCreateLocalSecret(dataDir);
  if (secret.length < 32) {
    throw new ConfigError(
      `Invalid configuration:\n  ${file}: the auth secret must be at least 32 characters. Delete the file to have a new one made (everyone is signed out), or set AUTH_SECRET`,
    );
  }
  return secret;
}
