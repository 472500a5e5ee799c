/** A signed-in user as the load benchmarks make them: their id and their session cookie. */
export interface SignedInUser {
  userId: string;
  cookie: string;
}

/** One request as the web app sends it: the user's cookie, the app's origin, a JSON body if any. */
export function signedInFetch(
  url: string,
  user: SignedInUser,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${url}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      cookie: user.cookie,
      origin: url,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
