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
export type ExtensionSessionRequest = z.input<typeof extensionSessionRequestSchema>;

export interface ExtensionSessionResponse {
  /** The bearer token for the extension's routes; shown once, kept by the server only as a hash. */
  token: string;
  expiresAt: string;
  profile: { name: string; photoURL: string | null };
}

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
