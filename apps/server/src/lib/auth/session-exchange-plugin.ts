import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { type JwtOptions, verifyJWT } from 'better-auth/plugins/jwt';
import { z } from 'zod';

const INVALID_ID_TOKEN = { code: 'INVALID_ID_TOKEN', message: 'The id token is invalid or has expired' };

type EndpointContext = Parameters<Parameters<typeof createAuthEndpoint.serverOnly>[1]>[0];

/**
 * The verified user an id token speaks for: a valid signature from our JWKS, unexpired, PUBLIC_URL
 * as audience, never exchanged before (`jti`), a verified email, and an issuing session (`sid`)
 * that still exists.
 */
async function verifiedUser(ctx: EndpointContext, idToken: string, jwtOptions: JwtOptions, spend: SpendIdToken) {
  const payload = await verifyJWT(idToken, jwtOptions);
  if (!payload?.sub || typeof payload.sid !== 'string') throw APIError.from('UNAUTHORIZED', INVALID_ID_TOKEN);
  // Once only: a token seen again (a copy, a replay) is refused like an invalid one.
  if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number')
    throw APIError.from('UNAUTHORIZED', INVALID_ID_TOKEN);
  if (!(await spend(payload.jti, new Date(payload.exp * 1000)))) throw APIError.from('UNAUTHORIZED', INVALID_ID_TOKEN);
  const internal = ctx.context.internalAdapter;
  const user = await internal.findUserById(payload.sub);
  if (!user?.emailVerified) throw APIError.from('UNAUTHORIZED', INVALID_ID_TOKEN);
  const issuingSessions = await internal.listSessions(user.id);
  const isIssuerAlive = issuingSessions.some((s) => s.id === payload.sid && s.expiresAt > new Date());
  if (!isIssuerAlive) throw APIError.from('UNAUTHORIZED', INVALID_ID_TOKEN);
  return user;
}

/**
 * Exchanges a FillDeck id token (GET /api/auth/token) for a fresh cookie session: the historic
 * `POST /api/firebase_session_login`. The token must carry a valid signature from our JWKS, be
 * unexpired, name PUBLIC_URL as audience, and come from a session that still exists (`sid`), so
 * a sign-out or password reset also ends what its outstanding tokens can do. The session the
 * request's cookie held is revoked, whoever it belonged to: the browser's session rotates.
 * Server-only: reached through `auth.api.exchangeIdToken`, never as an /api/auth route.
 */
/** Marks an id token's `jti` used until `expiresAt`; false when it already was (spendIdToken). */
export type SpendIdToken = (jti: string, expiresAt: Date) => Promise<boolean>;

export function sessionExchangePlugin(jwtOptions: JwtOptions, spend: SpendIdToken) {
  return {
    id: 'filldeck-session-exchange',
    endpoints: {
      exchangeIdToken: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ idToken: z.string().min(1) }) },
        async (ctx) => {
          const user = await verifiedUser(ctx, ctx.body.idToken, jwtOptions, spend);
          const internal = ctx.context.internalAdapter;

          const cookieName = ctx.context.authCookies.sessionToken.name;
          const previousToken = await ctx.getSignedCookie(cookieName, ctx.context.secret);
          const session = await internal.createSession(user.id);
          if (!session)
            throw APIError.from('UNAUTHORIZED', { code: 'FAILED_TO_CREATE_SESSION', message: 'No session' });
          await setSessionCookie(ctx, { session, user });
          // The browser's cookie now names the new session; the one it held before (this user's
          // or another's) is revoked, so no copy of the old cookie outlives the switch.
          if (previousToken && previousToken !== session.token) await internal.deleteSession(previousToken);
          return ctx.json({ success: true });
        },
      ),
      /** The user an id token speaks for, with the same checks, for the extension's session exchange. */
      verifyIdToken: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ idToken: z.string().min(1) }) },
        async (ctx) => {
          const user = await verifiedUser(ctx, ctx.body.idToken, jwtOptions, spend);
          return ctx.json({ userId: user.id, name: user.name, image: user.image ?? null });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
