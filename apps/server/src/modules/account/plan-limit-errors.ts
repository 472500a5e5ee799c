import { messages, PLAN_NAMES } from '@filldeck/shared';
import { AppError } from '../../lib/app-error.ts';
import type { OwnerPlan } from './owner-plan.ts';

/** 403 for a count limit: the message names the limit and the plan and contains "limit". */
export function countLimitError(what: 'template' | 'project' | 'component', owner: OwnerPlan): AppError {
  const n = owner.limits[`${what}s`];
  return new AppError(403, 'PLAN_LIMIT', messages.errors.countLimit(what, n, PLAN_NAMES[owner.plan]));
}

/** 403 for a template's fields (ad-hoc plus component fields), in the words of docs/product.md#limits-plans-and-credits. */
export function templateFieldLimitError(owner: OwnerPlan): AppError {
  return new AppError(
    403,
    'PLAN_LIMIT',
    messages.editor.adHocLimit(owner.limits.fieldsPerTemplate, PLAN_NAMES[owner.plan]),
  );
}
