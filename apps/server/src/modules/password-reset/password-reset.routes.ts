import { messages, verifyResetCodeBodySchema } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { findResetTokenEmail } from './find-reset-token-email.ts';

export async function passwordResetRoutes(app: FastifyInstance) {
  /**
   * Checks a reset link's code without consuming it: 200 `{ email }` or 400 `{ error }`.
   * Throttled per client address like resets, so codes cannot be guessed at speed.
   */
  app.post('/api/verify_password_reset_code', { onRequest: app.authRateLimit }, async (request) => {
    const { oobCode } = parseBody(verifyResetCodeBodySchema, request.body);
    if (!oobCode) throw new AppError(400, 'BAD_REQUEST', messages.reset.missingCode);
    const email = await findResetTokenEmail(app.database.db, oobCode);
    if (!email) throw new AppError(400, 'BAD_REQUEST', messages.reset.invalidLink);
    return { email };
  });
}
