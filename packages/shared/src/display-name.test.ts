import { describe, expect, it } from 'vitest';
import { displayNameProblem, safeDisplayName } from './display-name.ts';

describe('display names', () => {
  it('accept ordinary names, with initials and titles', () => {
    for (const name of ['Ada Lovelace', 'Dr. Eve St. John-Smith', 'J. R. R. Tolkien', 'José Ñúñez', '李小龍']) {
      expect(displayNameProblem(name), name).toBeNull();
    }
  });

  it('make a name from a Google profile safe: no control characters, at most 100 characters, no web address', () => {
    expect(safeDisplayName('Ada\u0000\u0007 Lovelace', 'ada')).toBe('Ada Lovelace');
    expect(safeDisplayName('x'.repeat(300), 'ada')).toHaveLength(100);
    expect(safeDisplayName('Win at https://evil.example', 'ada')).toBe('ada');
    expect(safeDisplayName('   ', 'ada')).toBe('ada');
  });
});
