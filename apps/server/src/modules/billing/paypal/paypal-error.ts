import { texts } from '@filldeck/shared';
import { AppError } from '../../../lib/app-error.ts';

/** PayPal's error bodies: REST `{name, message, details: [{issue, description}]}`, OAuth `{error, error_description}`. */
interface PaypalErrorBody {
  name?: unknown;
  message?: unknown;
  details?: { issue?: unknown; description?: unknown }[];
  error?: unknown;
  error_description?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** A refused or failed PayPal call: 502 to our client, with PayPal's own reason in words. */
export class PaypalError extends AppError {
  constructor(
    readonly paypalStatus: number,
    message: string,
    readonly issue: string | undefined,
  ) {
    super(502, 'UPSTREAM_FAILED', message);
    this.name = 'PaypalError';
  }
}

/** Builds the readable error from PayPal's status and body (JSON or not). */
export function paypalError(status: number, bodyText: string): PaypalError {
  let body: PaypalErrorBody = {};
  try {
    body = JSON.parse(bodyText) as PaypalErrorBody;
  } catch {
    // not JSON: the status alone
  }
  const detail = Array.isArray(body.details) ? body.details[0] : undefined;
  const issue = text(detail?.issue) ?? text(body.name) ?? text(body.error);
  const reason = text(detail?.description) ?? text(body.message) ?? text(body.error_description) ?? 'no details given';
  return new PaypalError(status, texts.errors.paypalRefused(status, issue, reason), issue);
}
