import { createHash, randomBytes } from 'node:crypto';

/** Extension tokens start with this, so a leaked one is recognisable (and scanners can flag it). */
export const EXTENSION_TOKEN_PREFIX = 'fdx_';

/** How long an extension session lasts without being used. */
export const EXTENSION_SESSION_DAYS = 90;

const DAY_MS = 86_400_000;

/** When a session made or used at `now` expires. */
export const extensionSessionExpiry = (now: Date) => new Date(now.getTime() + EXTENSION_SESSION_DAYS * DAY_MS);

export const newExtensionToken = () => `${EXTENSION_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What the database keeps of a token: its SHA-256 (a stolen table yields no usable token). */
export const hashExtensionToken = (token: string) =>
  createHash('sha256').update(`extension-session:${token}`).digest('base64url');

/** The token of an `Authorization: Bearer fdx_…` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer (fdx_[A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '');
  return match?.[1] ?? null;
}
