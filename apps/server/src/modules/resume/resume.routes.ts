import { structureResumeRequestSchema, structureResumeResponseSchema, texts } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requestBody } from '../../lib/request-body.ts';
import { createModelClient, modelCallLeaseMs } from '../autofill/ai-provider/model-client.ts';
import { structureResume } from './structure-resume.ts';

/** Start from your résumé, with the server's model (docs/api-content.md#start-from-your-resume). */
export async function resumeRoutes(app: FastifyInstance) {
  const aiConfig = app.config.ai;
  const ask =
    aiConfig && createModelClient(aiConfig, (error) => app.log.warn({ err: error }, 'AI model request failed'));
  const plansUrl = new URL('/subscription', app.config.publicUrl).toString();
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/resume/structure',
    {
      bodyLimit: 128 * 1024,
      schema: { body: requestBody(structureResumeRequestSchema), response: { 200: structureResumeResponseSchema } },
    },
    async (request) => {
      if (!aiConfig || !ask) throw new AppError(400, 'NOT_CONFIGURED', texts.ai.notSetUp);
      return structureResume(app.database.db, {
        userId: request.user.id,
        text: request.body.text,
        ask,
        modelOverride: aiConfig.modelOverride,
        leaseMs: modelCallLeaseMs(aiConfig),
        plansUrl,
      });
    },
  );
}
