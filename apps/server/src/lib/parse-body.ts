import { messages } from '@filldeck/shared';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Validates a request body with zod; a bad body becomes 400 `{ error }` naming the first problem. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new AppError(400, 'BAD_REQUEST', messages.errors.invalidBody(where, issue?.message ?? 'invalid value'));
}
