import { z } from 'zod';

/**
 * The shape of a row id in a path: what the server generates (a UUID, optionally prefixed, like
 * `SANDBOX-…`) and PayPal's subscription ids (`I-…`). Anything else names nothing: the server
 * answers 404, exactly as for an unknown id or another user's.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const idSchema = z.string().regex(ID_PATTERN);

/** `/…/:id` routes' params. */
export const idParamsSchema = z.object({ id: idSchema });
