import { PLAN_LIMITS, PLAN_NAMES, type PlanId } from './plans.ts';

/** What a new template with its own components takes: its fields and the components it adds. */
export interface TemplateNeeds {
  fields: number;
  newComponents: number;
}

/**
 * Why a template built with its components (a prebuilt template, an import) does not fit the
 * plan, naming every limit that stops it with the real figures, or null when it fits. The
 * template count is checked separately ('You have reached the template limit…').
 */
export function templateFitRefusal(needs: TemplateNeeds, plan: PlanId, componentsOwned: number): string | null {
  const limits = PLAN_LIMITS[plan];
  const tooManyFields = needs.fields > limits.fieldsPerTemplate;
  const tooManyComponents = needs.newComponents > 0 && componentsOwned + needs.newComponents > limits.components;
  if (!tooManyFields && !tooManyComponents) return null;
  const fields = `${needs.fields} fields`;
  const components = `${needs.newComponents} new ${needs.newComponents === 1 ? 'component' : 'components'}`;
  const fieldLimit = `${limits.fieldsPerTemplate} fields per template`;
  const componentLimit = `${limits.components} components (you have ${componentsOwned})`;
  const needed = [tooManyFields && fields, tooManyComponents && components].filter(Boolean).join(' and ');
  const allowed = [tooManyFields && fieldLimit, tooManyComponents && componentLimit].filter(Boolean).join(' and ');
  return `This template needs ${needed}. Your plan (${PLAN_NAMES[plan]}) has a limit of ${allowed}.`;
}
