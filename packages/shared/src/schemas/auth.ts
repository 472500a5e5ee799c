import { z } from 'zod';

/** Password rules shared by register, reset and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const sessionLoginBodySchema = z.object({ idToken: z.string().min(1).max(4096) });

export const sessionLoginResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
});
export type SessionLoginResponse = z.infer<typeof sessionLoginResponseSchema>;
