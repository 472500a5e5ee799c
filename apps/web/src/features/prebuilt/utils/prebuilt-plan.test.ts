import { type OwnedComponent, PREBUILT_TEMPLATES } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { prebuiltPlan } from './prebuilt-plan.ts';

const byId = (id: string) => {
  const found = PREBUILT_TEMPLATES.find((p) => p.id === id);
  if (!found) throw new Error(id);
  return found;
};
const mine = (title: string, fieldCount: number, i: number): OwnedComponent => ({
  id: `c${i}`,
  title,
  fieldCount,
  locked: false,
});

describe('prebuiltPlan', () => {
  it('is unknown while the lists load, and whole when the template fits', () => {
    expect(prebuiltPlan(byId('job-application'), 'free', undefined)).toEqual({ refusal: null, parts: null });
    const freelancer = prebuiltPlan(byId('freelancer-profile'), 'free', { templates: 0, components: [] });
    expect(freelancer.refusal).toBeNull();
    expect(freelancer.parts?.parts.every((p) => p.isIncluded && p.reuseId === null)).toBe(true);
  });

  it('on Free reuses Your details and leaves out what has no room, naming the plan that holds it all', () => {
    const details = [mine('Contact', 4, 0), mine('Address', 6, 1), mine('Professional Profile', 4, 2)];
    const plan = prebuiltPlan(byId('job-application'), 'free', { templates: 0, components: details });
    expect(plan.refusal).toBeNull();
    const parts = plan.parts?.parts ?? [];
    expect(parts.filter((p) => p.reuseId !== null).map((p) => p.title)).toEqual(['Contact', 'Professional Profile']);
    // 8 fields reused; then in order what still fits 10 fields and the 2 components left.
    expect(parts.filter((p) => p.isIncluded && p.reuseId === null).map((p) => p.title)).toEqual([
      'Cover Letter',
      'Volunteer',
    ]);
    expect(parts.filter((p) => !p.isIncluded).map((p) => p.title)).toEqual([
      'Résumé',
      'Resume',
      'References',
      'Affiliations',
      'Publications',
      'Awards',
    ]);
    expect(plan.parts?.wholeFitsOn).toBe('basic');
  });

  it('is refused by the template limit, or when none of it fits', () => {
    expect(prebuiltPlan(byId('blank'), 'free', { templates: 2, components: [] }).refusal).toBe(
      'You have reached the template limit of 2 for your plan (Free). Basic has up to 20.',
    );
    const full = Array.from({ length: 5 }, (_, i) => mine(`Mine ${i}`, 1, i));
    expect(prebuiltPlan(byId('freelancer-profile'), 'free', { templates: 1, components: full }).refusal).toBe(
      'This template needs 5 new components. Your plan (Free) has a limit of 5 components (you have 5).',
    );
  });
});
