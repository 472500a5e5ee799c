import { describe, expect, it } from 'vitest';
import { limitReachedText, nextPlanFor } from './plan-upgrades.ts';

describe('plan upgrades', () => {
  it('finds the smallest plan with more of a limit', () => {
    expect(nextPlanFor('projects', 'free')).toBe('basic');
    expect(nextPlanFor('templates', 'basic')).toBe('professional');
    expect(nextPlanFor('components', 'professional')).toBeNull();
  });

  it('says the limit in the server’s words and where more comes from', () => {
    expect(limitReachedText('projects', 'free')).toBe('Your plan (Free) has no projects. Basic has up to 10.');
    expect(limitReachedText('components', 'free')).toBe(
      'You have reached the component limit of 5 for your plan (Free). Basic has up to 20.',
    );
    expect(limitReachedText('fieldsPerTemplate', 'basic')).toBe(
      'You have reached the limit of 30 fields for your plan (Basic). Professional has up to 60 per template.',
    );
    expect(limitReachedText('templates', 'professional')).toBe(
      'You have reached the template limit of 70 for your plan (Professional).',
    );
  });
});
