import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { verificationClaims } from './auth-rules-plugin.ts';

/**
 * Verifying the email signs in (docs/product.md#identity-and-sessions): a fresh link, opened by
 * FillDeck's own verify page, leaves the browser with a session of the account it verified, so a
 * new user lands on the dashboard without logging in again.
 *
 * Only a request the browser marks as coming from FillDeck's own page (`Sec-Fetch-Site:
 * same-origin`) gets the session: another site could otherwise send a visitor to the API address
 * with a link of an account it made, and sign them in to it (login cross-site request forgery).
 * Everyone else is verified as before and logs in. A link works once (authRulesPlugin), so it
 * signs in once; and like a sign-in, the session the browser held before is ended (rotation).
 */
export function verifiedSignInPlugin() {
  return {
    id: 'filldeck-verified-sign-in',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/verify-email',
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned) || ctx.context.returned instanceof Error) return;
            if (ctx.headers?.get('sec-fetch-site') !== 'same-origin') return;
            const token = typeof ctx.query?.token === 'string' ? ctx.query.token : '';
            const claims = await verificationClaims(token, ctx.context.secret);
            // A change of address (updateTo) is not a first verification: no sign-in there.
            if (!claims || claims.updateTo || typeof claims.email !== 'string') return;
            const internal = ctx.context.internalAdapter;
            const found = await internal.findUserByEmail(claims.email);
            if (!found?.user.emailVerified) return;

            const cookieName = ctx.context.authCookies.sessionToken.name;
            const previousToken = await ctx.getSignedCookie(cookieName, ctx.context.secret);
            const session = await internal.createSession(found.user.id);
            if (!session) return;
            await setSessionCookie(ctx, { session, user: found.user });
            if (previousToken && previousToken !== session.token) await internal.deleteSession(previousToken);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
