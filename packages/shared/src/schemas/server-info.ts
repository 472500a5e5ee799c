import { z } from 'zod';

/**
 * `GET /api/server-info`, public (docs/api-autofill.md#is-a-model-set-up-get-apiserver-info): what
 * this server's configuration decides for its users. `modelAvailable`: an AI model answers what
 * the built-in matcher leaves open (OPENAI_API_KEY or OPENAI_BASE_URL is set); false: the built-in
 * matcher fills alone.
 */
export const serverInfoSchema = z.object({
  modelAvailable: z.boolean(),
});
export type ServerInfo = z.infer<typeof serverInfoSchema>;
