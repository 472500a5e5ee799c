import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './next-path.ts';

describe('safeNextPath', () => {
  it('keeps paths of this site, with their query and hash', () => {
    expect(safeNextPath('/templates/abc')).toBe('/templates/abc');
    expect(safeNextPath('/subscription?plan=basic#top')).toBe('/subscription?plan=basic#top');
  });

  it('refuses anything that could leave the site, and nothing', () => {
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null])
      expect(safeNextPath(next)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('remembers where the visitor was going', () => {
    expect(loginPathFor('/templates/abc?tab=settings')).toBe('/login?next=%2Ftemplates%2Fabc%3Ftab%3Dsettings');
    expect(loginPathFor('/')).toBe('/login');
  });
});
