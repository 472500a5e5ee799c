import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Serializes a route's answer by its zod response schema, turned into JSON Schema once at start
 * and compiled by fast-json-stringify (Fastify's own serializer): only the keys the schema names
 * leave the server, a missing required key is an error (500, logged), and the answer is written
 * faster than by JSON.stringify.
 *
 * The type provider's own serializer checks each answer with zod *encode* instead, which refuses
 * the one-way transforms our shared schemas use for requests (blank select options dropped) and
 * costs a full validation per answer; a transform's output is written as any JSON here.
 */
export const responseSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  // Shared schemas answer many routes ({success: true} about a dozen): each is compiled once.
  let write = compiled.get(schema);
  if (!write) {
    write = fastJson(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' }) as object);
    compiled.set(schema, write);
  }
  return write;
};

const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();
