import { randomUUID } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@filldeck/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { type JwtOptions, jwt } from 'better-auth/plugins/jwt';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { authSchema } from '../../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mailer.ts';
import { createAuthEmails } from './auth-emails.ts';
import { authRulesPlugin } from './auth-rules-plugin.ts';
import { endExtensionSessions } from './end-extension-sessions.ts';
import { forgetResetTokens } from './reset-tokens.ts';
import { sessionExchangePlugin } from './session-exchange-plugin.ts';
import { spendIdToken } from './spend-id-token.ts';
import { databaseHooks, userAdditionalFields } from './user-fields.ts';
import { verifiedSignInPlugin } from './verified-sign-in-plugin.ts';

/** The header the Fastify mount fills with the client address Fastify resolved (trustProxy-aware). */
export const CLIENT_IP_HEADER = 'x-filldeck-client-ip';

export interface AuthDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  logger: Logger;
}

export function createAuth({ config, db, mailer, logger }: AuthDeps) {
  const emails = createAuthEmails(config.publicUrl, mailer, logger);
  const jwtOptions = {
    jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
    jwt: {
      issuer: config.publicUrl,
      audience: config.publicUrl,
      expirationTime: '15m',
      definePayload: ({ user, session }) => ({
        email: user.email,
        name: user.name,
        picture: user.image ?? null,
        sid: session.id,
        // Each token is exchanged once (spendIdToken).
        jti: randomUUID(),
      }),
    },
    disableSettingJwtHeader: true,
  } satisfies JwtOptions;
  const limited = { window: config.authRateLimit.window, max: config.authRateLimit.max };
  const google = config.google;

  return betterAuth({
    appName: 'FillDeck',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema, transaction: true }),
    logger: {
      level: 'warn',
      log: (level, message, ...args) => logger[level]({ args }, `[auth] ${message}`),
    },
    onAPIError: {
      onError: (error) => {
        const status = isAPIError(error) ? error.statusCode : 500;
        if (status >= 500) logger.error({ err: error }, '[auth] request failed');
        else
          logger.debug({ status, message: error instanceof Error ? error.message : String(error) }, '[auth] refused');
      },
    },
    user: { additionalFields: userAdditionalFields },
    hooks: {
      // Changing the password with "sign out of my other sessions" ends the extension's too.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password' || ctx.context.returned instanceof Error) return;
        const userId = ctx.context.newSession?.user.id;
        if (userId) await endExtensionSessions(db, userId);
      }),
    },
    databaseHooks,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      // Only the newest reset link works, and none once the password is reset.
      sendResetPassword: async ({ user, token }) => {
        await forgetResetTokens(db, user.id, token);
        await emails.sendResetPassword(user, token);
      },
      // A reset (better-auth's reset route, the only one) ends the cookie sessions; this ends the
      // extension's too, then every other reset link.
      onPasswordReset: async ({ user }) => {
        await endExtensionSessions(db, user.id);
        await forgetResetTokens(db, user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Ours instead (verifiedSignInPlugin): only when FillDeck's own page opened the link.
      autoSignInAfterVerification: false,
      sendVerificationEmail: ({ user, token }) => emails.sendVerification(user, token),
    },
    verification: { storeIdentifier: 'hashed' },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 600,
      customRules: {
        '/sign-in/*': limited,
        '/sign-up/*': limited,
        '/request-password-reset': limited,
        '/reset-password': limited,
        '/reset-password/*': limited,
        '/send-verification-email': limited,
        // Guessing the current password here is throttled like signing in.
        '/change-password': limited,
      },
    },
    advanced: {
      cookiePrefix: 'filldeck',
      useSecureCookies: config.publicUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      jwt(jwtOptions),
      sessionExchangePlugin(jwtOptions, (jti, expiresAt) => spendIdToken(db, jti, expiresAt)),
      authRulesPlugin(),
      verifiedSignInPlugin(),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: `${google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  requireIdTokenVerification: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
