import { z } from 'zod';

/** `POST /api/verify_password_reset_code`: checks a reset link's code without using it up. */
export const verifyResetCodeBodySchema = z.object({ oobCode: z.string().trim().max(512).optional() });

export const verifyResetCodeResponseSchema = z.object({ email: z.string() });
