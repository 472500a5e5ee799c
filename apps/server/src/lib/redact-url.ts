/** Query parameters that carry a credential: verification and reset links, OAuth callbacks. */
const SECRET_PARAM = /token|code|secret|key|state|password|sig/i;

/**
 * A request URL fit for the log: the value of every credential-like query parameter replaced,
 * so `/api/auth/verify-email?token=…` or `/reset-password?oobCode=…` never leaves a usable link there.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  let changed = false;
  for (const name of [...new Set(params.keys())]) {
    if (!SECRET_PARAM.test(name)) continue;
    params.set(name, 'redacted');
    changed = true;
  }
  return changed ? `${url.slice(0, mark)}?${params.toString()}` : url;
}
