import type { z } from 'zod';

/**
 * Reads an answer of our API through its response schema (docs/decisions/0019-trust-api-answers-in-production.md).
 * Call it as `parseResponse(data, import.meta.env.DEV && someResponseSchema)`: in development and
 * in the unit tests the answer is parsed (a mismatch with the server throws, as it always has);
 * a production build is given `false`, trusts the server, which writes every answer through the
 * same schema, and so leaves the schemas and zod out of the pages' first load.
 */
export function parseResponse<S extends z.ZodType>(data: unknown, schema: S | false): z.output<S> {
  return schema ? schema.parse(data) : (data as z.output<S>);
}

/**
 * The same for an answer that may lack what the caller wants (a create's new id): undefined when,
 * in development, it does not match; in production the answer as it came, to be read with `?.`.
 */
export function safeParseResponse<S extends z.ZodType>(
  data: unknown,
  schema: S | false,
): Partial<z.output<S>> | undefined {
  if (!schema) return (data ?? undefined) as Partial<z.output<S>> | undefined;
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
