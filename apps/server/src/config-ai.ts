import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * The AI provider's variables (.env.example). Setting OPENAI_API_KEY or OPENAI_BASE_URL turns
 * the `ai` provider on (a local model server such as Ollama or LM Studio needs only the base URL);
 * with neither, fills use the built-in matcher and no request leaves the machine.
 */
export const aiEnvSchema = z.object({
  OPENAI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  OPENAI_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  AI_MODEL_OVERRIDE: z.preprocess(emptyToUndefined, z.string().max(100).optional()),
  AI_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).max(600_000).default(30_000)),
  AI_MAX_RETRIES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(2)),
});
type AiEnv = z.output<typeof aiEnvSchema>;

export interface AiConfig {
  /** Sent as the bearer token; local model servers ignore it. */
  apiKey: string;
  /** undefined: OpenAI's own API. */
  baseUrl: string | undefined;
  /** Ask this model instead of the template's (a local model's name, e.g. `llama3.2`). */
  modelOverride: string | undefined;
  /** How long one attempt may take before it is abandoned. */
  timeoutMs: number;
  /** Further attempts after a 429, a 5xx or a dropped connection (with backoff). */
  maxRetries: number;
}

/** The AI provider's configuration, or undefined when no endpoint is configured. */
export function readAiConfig(env: AiEnv): AiConfig | undefined {
  if (env.OPENAI_API_KEY === undefined && env.OPENAI_BASE_URL === undefined) return undefined;
  return {
    apiKey: env.OPENAI_API_KEY ?? 'not-needed',
    baseUrl: env.OPENAI_BASE_URL,
    modelOverride: env.AI_MODEL_OVERRIDE,
    timeoutMs: env.AI_TIMEOUT_MS,
    maxRetries: env.AI_MAX_RETRIES,
  };
}
