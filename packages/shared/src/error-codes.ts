/**
 * The `code` of every error answer of the API (`{ error, code }`): the web app decides what to
 * show on the code, never on the wording; `error` is the text a person reads. A closed list:
 * each code with what it means (docs/api-content.md, "Errors").
 */
export const ERROR_CODES = {
  BAD_REQUEST: 'The request is malformed or invalid: its body, query, headers or JSON.',
  NOT_SIGNED_IN: 'No valid session cookie (or, on the extension routes, no valid bearer token).',
  FORBIDDEN: 'Refused for a reason other than the plan, such as a cross-origin write.',
  PLAN_LIMIT: "The plan's limit stops the write (templates, projects, components or fields); upgrading lifts it.",
  LOCKED: "The template or component lies beyond the plan's limit and is locked; upgrading unlocks it.",
  INSUFFICIENT_CREDITS: 'The credit balance does not cover the fill; nothing was charged.',
  NOT_FOUND: "No such route, or no such row of the signed-in user (another user's id answers the same).",
  CONFLICT: 'The request contradicts the current state: already there, already subscribed, not active.',
  IDEMPOTENCY_KEY_REUSED: 'The Idempotency-Key was already used with another route or body; send a new key.',
  IDEMPOTENCY_KEY_IN_USE:
    'The first request with this Idempotency-Key is still running; retry with the same key shortly.',
  LIMIT_REACHED: 'A fixed limit that no plan lifts stops the write (remembered answers per user); remove some first.',
  RATE_LIMITED: 'Too many requests or connections; try again later.',
  NOT_CONFIGURED: 'This server is not set up for the request (payments, the AI model, the extension build).',
  UPSTREAM_FAILED: 'A service FillDeck depends on (PayPal, the AI model) failed, timed out or answered unreadably.',
  INTERNAL: 'An unexpected server error; its details are only in the server log.',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** The codes after which the web app suggests upgrading the plan (docs/product.md#errors-and-empty-states). */
export const UPGRADE_HINT_CODES: readonly ErrorCode[] = ['PLAN_LIMIT', 'LOCKED', 'INSUFFICIENT_CREDITS'];
