import { describe, expect, it } from 'vitest';
import { usageCount, usageSentence } from './usage-text.ts';

const used = (...names: string[]) => names.map((name, i) => ({ id: `t${i}`, name }));

describe('component usage texts', () => {
  it('counts the templates that use a component', () => {
    expect(usageCount([])).toBe('Not used in any template');
    expect(usageCount(used('Visa'))).toBe('Used in 1 template');
    expect(usageCount(used('Job hunt 2026', 'Visa'))).toBe('Used in 2 templates');
  });

  it('names up to three templates, then says how many more', () => {
    expect(usageSentence([])).toBe('No template uses it.');
    expect(usageSentence(used('Job hunt 2026', 'Visa'))).toBe('Used in 2 templates: Job hunt 2026, Visa.');
    expect(usageSentence(used('A', 'B', 'C'))).toBe('Used in 3 templates: A, B, C.');
    expect(usageSentence(used('A', 'B', 'C', 'D', 'E'))).toBe('Used in 5 templates: A, B, C and 2 more.');
  });
});
