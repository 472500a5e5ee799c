import { PLAN_IDS, PLAN_LIMITS, PLAN_NAMES, type PlanId, type PlanLimits } from './plans.ts';
import { texts } from './texts.ts';

type CountedLimit = 'templates' | 'projects' | 'components' | 'fieldsPerTemplate';

/** The smallest plan above this one with more of the limit, or null on the largest. */
export function nextPlanFor(limit: keyof PlanLimits, plan: PlanId): PlanId | null {
  const current = PLAN_LIMITS[plan][limit];
  return PLAN_IDS.slice(PLAN_IDS.indexOf(plan) + 1).find((p) => PLAN_LIMITS[p][limit] > current) ?? null;
}

function reached(limit: CountedLimit, plan: PlanId): string {
  const n = PLAN_LIMITS[plan][limit];
  const name = PLAN_NAMES[plan];
  if (limit === 'fieldsPerTemplate') return texts.editor.adHocLimit(n, name);
  if (n === 0) return `Your plan (${name}) has no ${limit}.`;
  return `You have reached the ${limit.slice(0, -1)} limit of ${n} for your plan (${name}).`;
}

/**
 * A limit the user is at, in the server's words, and where more comes from, said before the
 * user does the work: 'You have reached the component limit of 5 for your plan (Free). Basic
 * has up to 20.' / 'Your plan (Free) has no projects. Basic has up to 10.'
 */
export function limitReachedText(limit: CountedLimit, plan: PlanId): string {
  const next = nextPlanFor(limit, plan);
  const per = limit === 'fieldsPerTemplate' ? ' per template' : '';
  return next
    ? `${reached(limit, plan)} ${PLAN_NAMES[next]} has up to ${PLAN_LIMITS[next][limit]}${per}.`
    : reached(limit, plan);
}
