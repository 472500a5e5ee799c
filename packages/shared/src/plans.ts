/**
 * Plans and their limits (docs/product.md#limits-plans-and-credits). The server enforces these; the
 * web app displays them.
 */
export const PLAN_IDS = ['free', 'basic', 'professional'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanLimits {
  components: number;
  projects: number;
  templates: number;
  fieldsPerTemplate: number;
  monthlyCredits: number;
}

export const PLAN_LIMITS: Record<PlanId, PlanLimits> = {
  free: { components: 5, projects: 0, templates: 2, fieldsPerTemplate: 10, monthlyCredits: 500 },
  basic: { components: 20, projects: 10, templates: 20, fieldsPerTemplate: 30, monthlyCredits: 10000 },
  professional: { components: 50, projects: 20, templates: 70, fieldsPerTemplate: 60, monthlyCredits: 20000 },
};

export const PLAN_NAMES: Record<PlanId, string> = {
  free: 'Free',
  basic: 'Basic',
  professional: 'Professional',
};

/**
 * Reads a stored plan value: compared in lower case, free when absent
 * or unknown.
 */
export function normalizePlan(plan: string | null | undefined): PlanId {
  const lower = (plan ?? '').toLowerCase();
  return (PLAN_IDS as readonly string[]).includes(lower) ? (lower as PlanId) : 'free';
}

export function isPaidPlan(plan: string | null | undefined): boolean {
  return normalizePlan(plan) !== 'free';
}
