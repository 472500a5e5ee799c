import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Serializes a route's answer through its zod response schema: the answer is checked, and keys
 * the schema does not name never leave the server.
 *
 * The type provider's own serializer *encodes* (zod's reverse direction), which refuses the
 * one-way transforms our shared schemas use for requests (blank select options dropped, defaults
 * filled in). Those are idempotent on data the server produced, so the answer is *parsed* instead.
 */
export const responseSerializer: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
