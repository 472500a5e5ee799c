import { PREBUILT_TEMPLATES } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { cardRefusal } from './card-refusal.ts';

const byId = (id: string) => {
  const found = PREBUILT_TEMPLATES.find((p) => p.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('cardRefusal', () => {
  it('is null while the counts are unknown, and when the template fits', () => {
    expect(cardRefusal(byId('job-application'), 'free', undefined)).toBeNull();
    expect(cardRefusal(byId('freelancer-profile'), 'free', { templates: 0, components: 0 })).toBeNull();
  });

  it('names the limit that stops it: templates first, then fields and new components', () => {
    expect(cardRefusal(byId('blank'), 'free', { templates: 2, components: 0 })).toBe(
      'You have reached the template limit of 2 for your plan (Free). Basic has up to 20.',
    );
    expect(cardRefusal(byId('job-application'), 'free', { templates: 0, components: 0 })).toBe(
      'This template needs 17 fields and 8 new components. Your plan (Free) has a limit of 10 fields per template and 5 components (you have 0).',
    );
    expect(cardRefusal(byId('freelancer-profile'), 'free', { templates: 1, components: 1 })).toBe(
      'This template needs 5 new components. Your plan (Free) has a limit of 5 components (you have 1).',
    );
  });
});
