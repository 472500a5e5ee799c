import { z } from 'zod';

/**
 * A route's body schema: a request without a body is checked as `{}`, so the answer names the
 * first missing field (`Invalid request body: name: …`) rather than the missing body.
 */
export function requestBody<T extends z.ZodType>(schema: T) {
  return z.preprocess((body) => body ?? {}, schema);
}
