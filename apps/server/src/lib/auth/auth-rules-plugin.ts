import { displayNameProblem, texts } from '@filldeck/shared';
import { BASE_ERROR_CODES, type BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { errors, type JWTPayload, jwtVerify } from 'jose';

function emailOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('email' in body)) return undefined;
  return typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
}

/** The claims of an email verification token signed with our secret, expired or not. */
export async function verificationClaims(token: string, secret: string): Promise<JWTPayload | undefined> {
  try {
    return (await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] })).payload;
  } catch (error) {
    // jose checks the signature before the expiry: an expired token's claims are still ours.
    return error instanceof errors.JWTExpired ? error.payload : undefined;
  }
}

function tokenOf(returned: unknown): string | undefined {
  if (!returned || typeof returned !== 'object' || !('token' in returned)) return undefined;
  return typeof returned.token === 'string' ? returned.token : undefined;
}

/**
 * FillDeck's departures from better-auth's defaults, each required by the product's texts
 * (docs/product.md#identity-and-sessions):
 * - sign-in tells an unknown email (USER_NOT_FOUND) from a wrong password (INVALID_PASSWORD);
 * - sign-up with a registered email answers USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL, which
 *   better-auth hides when verification is required;
 * - a verification link works once; opened again (even after it expired) it answers
 *   EMAIL_ALREADY_VERIFIED, so the page can say so instead of calling the link invalid;
 * - a successful sign-in ends the session the browser held before (rotation).
 * The enumeration trade-off is recorded in docs/decisions/0001-identity-better-auth.md.
 */
export function authRulesPlugin() {
  return {
    id: 'filldeck-auth-rules',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const name = (ctx.body as { name?: unknown } | undefined)?.name;
            const problem = typeof name === 'string' ? displayNameProblem(name) : null;
            if (problem) throw APIError.from('BAD_REQUEST', { code: 'INVALID_NAME', message: problem });
            const email = emailOf(ctx.body);
            if (!email) return;
            const existing = await ctx.context.internalAdapter.findUserByEmail(email);
            if (existing)
              throw APIError.from('UNPROCESSABLE_ENTITY', BASE_ERROR_CODES.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL);
          }),
        },
        {
          // A new name on /profile is held to the sign-up rules, and cannot be blank.
          matcher: (ctx) => ctx.path === '/update-user',
          handler: createAuthMiddleware(async (ctx) => {
            const name = (ctx.body as { name?: unknown } | undefined)?.name;
            if (name === undefined) return;
            const problem =
              typeof name !== 'string' || name.trim() === '' ? texts.account.nameRequired : displayNameProblem(name);
            if (problem) throw APIError.from('BAD_REQUEST', { code: 'INVALID_NAME', message: problem });
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/verify-email',
          handler: createAuthMiddleware(async (ctx) => {
            const token = typeof ctx.query?.token === 'string' ? ctx.query.token : '';
            const payload = await verificationClaims(token, ctx.context.secret);
            if (!payload || payload.updateTo || typeof payload.email !== 'string') return;
            const found = await ctx.context.internalAdapter.findUserByEmail(payload.email);
            if (found?.user.emailVerified) throw APIError.from('BAD_REQUEST', BASE_ERROR_CODES.EMAIL_ALREADY_VERIFIED);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (isAPIError(returned)) {
              if (returned.body?.code !== BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD.code) return;
              const email = emailOf(ctx.body);
              const found = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
              throw APIError.from(
                'UNAUTHORIZED',
                found ? BASE_ERROR_CODES.INVALID_PASSWORD : BASE_ERROR_CODES.USER_NOT_FOUND,
              );
            }
            const newToken = tokenOf(returned) ?? ctx.context.newSession?.session.token;
            const cookieName = ctx.context.authCookies.sessionToken.name;
            const previousToken = await ctx.getSignedCookie(cookieName, ctx.context.secret);
            if (newToken && previousToken && previousToken !== newToken) {
              await ctx.context.internalAdapter.deleteSession(previousToken);
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
