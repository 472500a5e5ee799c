import type { ErrorCode } from '@filldeck/shared';

/** What an error answer carries beyond `{ error, code }`. */
export interface AppErrorExtras {
  /** More fields of the body (a failed model fill's `usage`). */
  body?: Record<string, unknown>;
  /** Headers of the answer (`Retry-After`). */
  headers?: Record<string, string>;
}

/**
 * An error whose message a person may read; mapped to `{ error, code }` with its status in one
 * place (plugins/errors.ts). The code (packages/shared ERROR_CODES) is what clients decide on.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extras: AppErrorExtras = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The body of every error answer: the text to show and its code. */
export function errorBody(code: ErrorCode, error: string): { error: string; code: ErrorCode } {
  return { error, code };
}
