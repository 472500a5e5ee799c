import { texts } from '@filldeck/shared';
import { AppError } from './app-error.ts';

/** One schema problem as Fastify reports it (fastify-type-provider-zod's issues carry a zod path). */
interface SchemaIssue {
  instancePath: string;
  message?: string;
}

/**
 * What a request that fails its route's schema is answered, by the part that failed: a path id
 * of the wrong shape names nothing (404, like an unknown id); a bad body or query is a 400 whose
 * `error` names the first problem.
 */
export function validationFailure(part: string | undefined, issue: SchemaIssue | undefined): AppError {
  if (part === 'params') return new AppError(404, 'NOT_FOUND', texts.errors.notFound);
  const path = (issue?.instancePath ?? '').split('/').filter(Boolean).join('.');
  const message = issue?.message ?? 'invalid value';
  if (part === 'querystring') return new AppError(400, 'BAD_REQUEST', texts.errors.invalidQuery(path, message));
  return new AppError(400, 'BAD_REQUEST', texts.errors.invalidBody(path ? `${path}: ` : '', message));
}
