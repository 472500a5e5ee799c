import { createHmac } from 'node:crypto';
import type { PlanId } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';

export interface TestUser {
  userId: string;
  /** The signed session cookie, ready for a Cookie header. */
  cookie: string;
}

/**
 * A verified user with a session, made through better-auth's own adapter in milliseconds (no
 * password hashing, no mail). The sign-up, verification and sign-in flow itself is tested in
 * lib/auth; content tests only need someone signed in.
 */
export async function fastUser(app: FastifyInstance, email: string, plan: PlanId = 'free'): Promise<TestUser> {
  const ctx = await app.auth.$context;
  const profile = { email, name: email.split('@')[0] ?? email, emailVerified: true };
  const user = await ctx.internalAdapter.createUser(profile, { method: 'admin' });
  const session = await ctx.internalAdapter.createSession(user.id);
  const signature = createHmac('sha256', ctx.secret).update(session.token).digest('base64');
  const cookie = `${ctx.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`;
  if (plan !== 'free') await setPlan(app.database, user.id, plan);
  return { userId: user.id, cookie };
}

/** Changes a user's plan the way billing will: by updating the users row. */
export async function setPlan(database: Database, userId: string, plan: PlanId): Promise<void> {
  await database.db.update(users).set({ plan }).where(eq(users.id, userId));
}
