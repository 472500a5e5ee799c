import type { Db } from '../../db/client.ts';
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
  cookieUser: () => Promise<string>,
): Promise<string> {
  if (authorization === undefined) return cookieUser();
  const token = bearerToken(authorization);
  const userId = token ? await userOfExtensionToken(db, token) : null;
  if (!userId) throw new AppError(401, NOT_SIGNED_IN);
  return userId;
}
