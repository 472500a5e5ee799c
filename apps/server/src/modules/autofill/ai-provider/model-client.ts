import { texts } from '@filldeck/shared';
import OpenAI from 'openai';
import type { AiConfig } from '../../../config-ai.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { ChatMessage } from './model-prompt.ts';

export interface ModelCall {
  model: string;
  messages: ChatMessage[];
  maxTokens: number;
}

export interface ModelReply {
  content: string;
  promptTokens: number;
  completionTokens: number;
}

/** Asks a chat-completions model; a failure is an AppError the user can read (502 or 504). */
export type ModelClient = (call: ModelCall) => Promise<ModelReply>;

/**
 * A client of any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, LM Studio, …)
 * through the official SDK, which retries 429s, 5xx and dropped connections with exponential
 * backoff (AI_MAX_RETRIES) and abandons an attempt after AI_TIMEOUT_MS.
 */
export function createModelClient(config: AiConfig, log?: (error: unknown) => void): ModelClient {
  const openai = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });
  return async (call) => {
    try {
      const completion = await openai.chat.completions.create({
        model: call.model,
        messages: call.messages,
        response_format: { type: 'json_object' },
        max_tokens: call.maxTokens,
        temperature: 0,
      });
      const content = completion.choices[0]?.message.content ?? '';
      const promptChars = call.messages.reduce((sum, m) => sum + m.content.length, 0);
      // A server that reports no usage is charged by an estimate (about 4 characters a token).
      return {
        content,
        promptTokens: completion.usage?.prompt_tokens ?? Math.ceil(promptChars / 4),
        completionTokens: completion.usage?.completion_tokens ?? Math.ceil(content.length / 4),
      };
    } catch (error) {
      log?.(error);
      throw toUserError(error);
    }
  };
}

/** Room for the SDK's backoff between attempts (it honours a Retry-After of up to a minute). */
const BACKOFF_ROOM_MS = 60_000;

/**
 * The longest one model call may take with its retries: how long a model fill's credit
 * reservation holds if its server stops before settling it.
 */
export function modelCallLeaseMs(config: AiConfig): number {
  return (config.timeoutMs + BACKOFF_ROOM_MS) * (config.maxRetries + 1);
}

function toUserError(error: unknown): AppError {
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return new AppError(504, 'UPSTREAM_FAILED', texts.autofill.modelTimeout);
  if (error instanceof OpenAI.APIConnectionError) {
    return new AppError(502, 'UPSTREAM_FAILED', texts.autofill.modelUnavailable('no connection'));
  }
  if (error instanceof OpenAI.APIError) {
    return new AppError(502, 'UPSTREAM_FAILED', texts.autofill.modelUnavailable(`HTTP ${error.status ?? 'error'}`));
  }
  return new AppError(502, 'UPSTREAM_FAILED', texts.autofill.modelUnavailable('unexpected error'));
}
