import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/filldeck-config-ai-test' };

describe('AI provider configuration', () => {
  it('is off without a key or a base URL, and empty values count as unset', () => {
    expect(loadConfig(base).ai).toBeUndefined();
    expect(loadConfig({ ...base, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' }).ai).toBeUndefined();
  });

  it('uses OpenAI with a key, with the default timeout and retries', () => {
    expect(loadConfig({ ...base, OPENAI_API_KEY: 'sk-live' }).ai).toEqual({
      apiKey: 'sk-live',
      baseUrl: undefined,
      modelOverride: undefined,
      timeoutMs: 30_000,
      maxRetries: 2,
    });
  });

  it('takes a local model server without a key, with a model override', () => {
    const env = {
      ...base,
      OPENAI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL_OVERRIDE: 'llama3.2',
      AI_TIMEOUT_MS: '60000',
      AI_MAX_RETRIES: '0',
    };
    expect(loadConfig(env).ai).toMatchObject({
      baseUrl: 'http://localhost:11434/v1',
      modelOverride: 'llama3.2',
      timeoutMs: 60_000,
      maxRetries: 0,
    });
  });

  it('names each bad variable', () => {
    const bad = { ...base, OPENAI_BASE_URL: 'ftp://models', AI_TIMEOUT_MS: '5', AI_MAX_RETRIES: 'many' };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    expect(() => loadConfig(bad)).toThrow(/OPENAI_BASE_URL[\s\S]*AI_TIMEOUT_MS[\s\S]*AI_MAX_RETRIES/);
  });
});
