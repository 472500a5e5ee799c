import { describe, expect, it } from 'vitest';
import { formatSpecialization } from './format-specialization.ts';

describe('formatSpecialization', () => {
  it('reads as words with a capital first letter', () => {
    expect(formatSpecialization('other')).toBe('Other');
    expect(formatSpecialization('job-application')).toBe('Job application');
    expect(formatSpecialization('freelancer_profile')).toBe('Freelancer profile');
  });

  it("shows 'Other' for a blank value", () => {
    expect(formatSpecialization('  ')).toBe('Other');
  });
});
