import { describe, expect, it } from 'vitest';
import { templateFitRefusal } from './template-fit.ts';

describe('templateFitRefusal', () => {
  it('fits within every limit', () => {
    expect(templateFitRefusal({ fields: 10, newComponents: 5 }, 'free', 0)).toBeNull();
    expect(templateFitRefusal({ fields: 3, newComponents: 0 }, 'free', 5)).toBeNull();
  });

  it('names every limit that stops it, with the real figures', () => {
    expect(templateFitRefusal({ fields: 17, newComponents: 8 }, 'free', 0)).toBe(
      'This template needs 17 fields and 8 new components. Your plan (Free) has a limit of 10 fields per template and 5 components (you have 0).',
    );
    expect(templateFitRefusal({ fields: 12, newComponents: 4 }, 'free', 0)).toBe(
      'This template needs 12 fields. Your plan (Free) has a limit of 10 fields per template.',
    );
    expect(templateFitRefusal({ fields: 17, newComponents: 8 }, 'basic', 13)).toBe(
      'This template needs 8 new components. Your plan (Basic) has a limit of 20 components (you have 13).',
    );
    expect(templateFitRefusal({ fields: 1, newComponents: 1 }, 'free', 5)).toBe(
      'This template needs 1 new component. Your plan (Free) has a limit of 5 components (you have 5).',
    );
  });
});
