import { PLAN_IDS, PLAN_LIMITS, type PlanId } from './plans.ts';
import { type TemplateNeeds, templateFitRefusal } from './template-fit.ts';
import { isSameTitle } from './your-details.ts';

/** One of the user's components, as far as planning a new template goes. */
export interface OwnedComponent {
  id: string;
  title: string;
  fieldCount: number;
  locked: boolean;
}

/**
 * For each wanted component, the user's oldest unlocked component with the same title (each used
 * at most once, as a template holds a component once), else null. `owned` is oldest first.
 */
export function matchComponentTitles(
  wanted: readonly { title: string }[],
  owned: readonly OwnedComponent[],
): (string | null)[] {
  const used = new Set<string>();
  return wanted.map(({ title }) => {
    const found = owned.find((c) => !c.locked && !used.has(c.id) && isSameTitle(c.title, title));
    if (!found) return null;
    used.add(found.id);
    return found.id;
  });
}

export interface PlannedPart {
  title: string;
  /** The user's component it reuses, or null for a new one. */
  reuseId: string | null;
  /** Its fields: the reused component's own, else the definition's. */
  fields: number;
  /** Whether the template gets it (false: left out because the plan has no room). */
  isIncluded: boolean;
}

export interface PartsPlan {
  parts: PlannedPart[];
  /** The template's fields: its included parts' and its ad-hoc fields. */
  fields: number;
  /** Why it is refused (the limits that stop it, with the figures), or null when it is created. */
  refusal: string | null;
  /** The smallest plan that holds all of it beside what the user has, or null when none does. */
  wholeFitsOn: PlanId | null;
}

export interface PartsInput {
  components: readonly { title: string; fieldCount: number }[];
  /** For each component, the user's component it reuses (matchComponentTitles), or null. */
  reuse: readonly (string | null)[];
  adHocFields: number;
  /** All the user's components (their count and field counts matter). */
  owned: readonly OwnedComponent[];
  plan: PlanId;
  /** Leave out what does not fit instead of refusing the whole. */
  fitToPlan: boolean;
}

function needsOf(parts: readonly { reuseId: string | null; fields: number }[], adHocFields: number): TemplateNeeds {
  return {
    fields: parts.reduce((sum, part) => sum + part.fields, adHocFields),
    newComponents: parts.filter((part) => part.reuseId === null).length,
  };
}

/**
 * Which components a template made with its components (a prebuilt template) gets, within the
 * plan's fields per template and components. Without `fitToPlan` it is all or nothing (refused
 * with every limit that stops it). With it, the components are taken in order, each that still
 * fits; a reused component takes no new component's room. It is still refused when nothing fits
 * or its ad-hoc fields alone are over the limit. The template count is checked separately.
 */
export function planParts(input: PartsInput): PartsPlan {
  const { components, reuse, adHocFields, owned, plan, fitToPlan } = input;
  const limits = PLAN_LIMITS[plan];
  const ownedFields = new Map(owned.map((c) => [c.id, c.fieldCount]));
  const base = components.map((component, i) => {
    const reuseId = reuse[i] ?? null;
    const fields = reuseId === null ? component.fieldCount : (ownedFields.get(reuseId) ?? component.fieldCount);
    return { title: component.title, reuseId, fields };
  });
  const wholeNeeds = needsOf(base, adHocFields);
  const whole = templateFitRefusal(wholeNeeds, plan, owned.length);
  const wholeFitsOn =
    PLAN_IDS.slice(PLAN_IDS.indexOf(plan)).find((p) => templateFitRefusal(wholeNeeds, p, owned.length) === null) ??
    null;
  if (!fitToPlan || whole === null) {
    return {
      parts: base.map((p) => ({ ...p, isIncluded: true })),
      fields: wholeNeeds.fields,
      refusal: whole,
      wholeFitsOn,
    };
  }
  let fieldsLeft = limits.fieldsPerTemplate - adHocFields;
  let componentsLeft = limits.components - owned.length;
  const parts = base.map((part) => {
    const isIncluded = part.fields <= fieldsLeft && (part.reuseId !== null || componentsLeft > 0);
    if (isIncluded) {
      fieldsLeft -= part.fields;
      if (part.reuseId === null) componentsLeft -= 1;
    }
    return { ...part, isIncluded };
  });
  const included = parts.filter((part) => part.isIncluded);
  const isRefused = adHocFields > limits.fieldsPerTemplate || (parts.length > 0 && included.length === 0);
  return { parts, fields: needsOf(included, adHocFields).fields, refusal: isRefused ? whole : null, wholeFitsOn };
}
