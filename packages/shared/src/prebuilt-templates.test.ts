import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from './plans.ts';
import { PREBUILT_TEMPLATES, prebuiltFieldCount, smallestPlanFor } from './prebuilt-templates.ts';
import { DETAIL_GROUPS } from './your-details.ts';

const byId = (id: string) => {
  const definition = PREBUILT_TEMPLATES.find((t) => t.id === id);
  if (!definition) throw new Error(`no prebuilt ${id}`);
  return definition;
};

describe('smallestPlanFor', () => {
  it('puts Blank on the free plan', () => {
    expect(smallestPlanFor(byId('blank'))).toBe('free');
  });

  it('names the first plan whose component and field limits hold each template', () => {
    for (const definition of PREBUILT_TEMPLATES) {
      const plan = smallestPlanFor(definition);
      expect(plan, definition.id).not.toBeNull();
      if (!plan) continue;
      expect(definition.defaultComponents.length).toBeLessThanOrEqual(PLAN_LIMITS[plan].components);
      expect(prebuiltFieldCount(definition)).toBeLessThanOrEqual(PLAN_LIMITS[plan].fieldsPerTemplate);
      if (plan !== 'free') {
        const fitsFree =
          definition.defaultComponents.length <= PLAN_LIMITS.free.components &&
          prebuiltFieldCount(definition) <= PLAN_LIMITS.free.fieldsPerTemplate;
        expect(fitsFree, definition.id).toBe(false);
      }
    }
  });

  it('needs Basic for Job Application, which brings ten components', () => {
    expect(byId('job-application').defaultComponents).toHaveLength(10);
    expect(smallestPlanFor(byId('job-application'))).toBe('basic');
  });
});

describe('the prebuilt components of Your details', () => {
  it('have the titles and labels of Your details, so the user’s own are reused', () => {
    const standard = new Map(DETAIL_GROUPS.map((g) => [g.title, g.fields.map((f) => f.label)]));
    const used = PREBUILT_TEMPLATES.flatMap((t) => t.defaultComponents).filter((c) => standard.has(c.title));
    expect(new Set(used.map((c) => c.title))).toEqual(
      new Set(['Contact', 'Address', 'Personal Information', 'Professional Profile', 'Résumé']),
    );
    for (const component of used) expect(component.fields.map((f) => f.label)).toEqual(standard.get(component.title));
  });
});
