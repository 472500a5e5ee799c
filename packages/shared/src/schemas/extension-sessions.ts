import { z } from 'zod';

/** `POST /api/extension/session`: the handoff id token, and how the user will recognise this browser. */
export const extensionSessionRequestSchema = z.object({
  idToken: z.string().min(1).max(4096),
  browser: z
    .string()
    .trim()
    .max(100)
    .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters')
    .default('')
    .transform((name) => name || 'Browser'),
});

/** `POST /api/extension/session`'s answer. */
export const extensionSessionResponseSchema = z.object({
  /** The bearer token for the extension's routes; shown once, kept by the server only as a hash. */
  token: z.string(),
  expiresAt: z.string(),
  profile: z.object({ name: z.string(), photoURL: z.string().nullable() }),
});
export type ExtensionSessionResponse = z.infer<typeof extensionSessionResponseSchema>;

/** One connected browser as /profile lists it. */
export const extensionSessionInfoSchema = z.object({
  id: z.string(),
  browser: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
});
export type ExtensionSessionInfo = z.infer<typeof extensionSessionInfoSchema>;

/** `GET /api/extension/sessions`. */
export const extensionSessionListSchema = z.object({ sessions: z.array(extensionSessionInfoSchema) });

/** `GET /api/extension/install` (public): where the extension comes from. */
export const extensionInstallInfoSchema = z.object({
  /** The store listing (EXTENSION_STORE_URL) when one is configured; then there is no zip. */
  storeUrl: z.string().nullable(),
  /** The zip built for this server (`/downloads/filldeck-extension.zip`), or null without a store URL when the extension was not built. */
  downloadUrl: z.string().nullable(),
  /** The version of the extension this server offers, when it has a build. */
  version: z.string().nullable(),
});
export type ExtensionInstallInfo = z.infer<typeof extensionInstallInfoSchema>;
