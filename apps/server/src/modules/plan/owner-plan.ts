import { normalizePlan, PLAN_LIMITS, type PlanId, type PlanLimits } from '@filldeck/shared';
import type { UserRow } from '../../db/schema.ts';

/** What the owner's plan allows, and their balance, as lockOwner and readOwnerPlan read them. */
export interface OwnerPlan {
  plan: PlanId;
  limits: PlanLimits;
  /** The credit balance (after any refresh that was due). */
  balance: number;
}

/** The plan of a users row: its limits (PLAN_LIMITS) and balance. */
export function ownerPlanOf(row: Pick<UserRow, 'plan' | 'balance'>): OwnerPlan {
  const plan = normalizePlan(row.plan);
  return { plan, limits: PLAN_LIMITS[plan], balance: row.balance };
}
