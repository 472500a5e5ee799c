import { type ErrorCode, PLAN_NAMES, texts } from '@filldeck/shared';
import { AppError } from '../../lib/app-error.ts';
import type { OwnerPlan } from './owner-plan.ts';

/**
 * Why the plan refuses a request, each with its code and HTTP status: the one place they are
 * paired (docs/api-content.md, "Errors"). Each code is one after which the web app suggests
 * upgrading (UPGRADE_HINT_CODES).
 */
export const PLAN_REFUSALS = {
  /** A count or fields limit of the plan stops the write. */
  limit: { code: 'PLAN_LIMIT', status: 403 },
  /** The user's files would take more than the plan's storage. */
  storage: { code: 'PLAN_LIMIT', status: 409 },
  /** The template or component lies beyond the plan's limit, so it is locked. */
  locked: { code: 'LOCKED', status: 403 },
  /** The credit balance does not cover the fill. */
  credits: { code: 'INSUFFICIENT_CREDITS', status: 402 },
} as const satisfies Record<string, { code: ErrorCode; status: number }>;

export type PlanRefusal = keyof typeof PLAN_REFUSALS;

/** A refusal of the plan, answered `{error, code}` with the code and status PLAN_REFUSALS gives its kind. */
export class PlanError extends AppError {
  constructor(refusal: PlanRefusal, message: string) {
    super(PLAN_REFUSALS[refusal].status, PLAN_REFUSALS[refusal].code, message);
  }
}

/** A count limit: the message names the limit and the plan and contains "limit". */
export function countLimitError(what: 'template' | 'project' | 'component', owner: OwnerPlan): PlanError {
  const n = owner.limits[`${what}s`];
  return new PlanError('limit', texts.errors.countLimit(what, n, PLAN_NAMES[owner.plan]));
}

/** A template's fields (ad-hoc plus component fields), in the words of docs/product.md#limits-plans-and-credits. */
export function templateFieldLimitError(owner: OwnerPlan): PlanError {
  return new PlanError('limit', texts.editor.adHocLimit(owner.limits.fieldsPerTemplate, PLAN_NAMES[owner.plan]));
}
