import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { NOT_SIGNED_IN } from '../../lib/require-user.ts';
import { userOfExtensionToken } from './extension-sessions.ts';
import { bearerToken } from './extension-token.ts';

/**
 * The user of a request on the routes the extension uses (profile, templates list, autofill,
 * usage): an extension bearer token when the request has an Authorization header (then only the
 * token counts, never a cookie), else the dashboard's cookie session (`cookieUser`). 401 otherwise.
 */
export async function extensionOrCookieUser(
  db: Db,
  authorization: string | undefined,
  cookieUser: () => Promise<UserRow>,
): Promise<UserRow> {
  if (authorization === undefined) return cookieUser();
  const token = bearerToken(authorization);
  const userId = token ? await userOfExtensionToken(db, token) : null;
  const [user] = userId ? await db.select().from(users).where(eq(users.id, userId)) : [];
  if (!user) throw new AppError(401, 'NOT_SIGNED_IN', NOT_SIGNED_IN);
  return user;
}
