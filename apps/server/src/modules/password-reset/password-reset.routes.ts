import { texts, verifyResetCodeBodySchema, verifyResetCodeResponseSchema } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requestBody } from '../../lib/request-body.ts';
import { findResetTokenEmail } from './find-reset-token-email.ts';

export async function passwordResetRoutes(app: FastifyInstance) {
  /**
   * Checks a reset link's code without consuming it: 200 `{ email }` or 400 `{ error }`.
   * Throttled per client address like resets, so codes cannot be guessed at speed.
   */
  const options = {
    config: { access: 'public' as const },
    onRequest: app.authRateLimit,
    schema: { body: requestBody(verifyResetCodeBodySchema), response: { 200: verifyResetCodeResponseSchema } },
  };
  app.withTypeProvider<ZodTypeProvider>().post('/api/verify_password_reset_code', options, async (request) => {
    const { oobCode } = request.body;
    if (!oobCode) throw new AppError(400, 'BAD_REQUEST', texts.reset.missingCode);
    const email = await findResetTokenEmail(app.database.db, oobCode);
    if (!email) throw new AppError(400, 'BAD_REQUEST', texts.reset.invalidLink);
    return { email };
  });
}
