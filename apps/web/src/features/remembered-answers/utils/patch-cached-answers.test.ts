import type { RememberedAnswers } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { withAnswerValue, withoutAnswer, withoutSite } from './patch-cached-answers.ts';

const field = { label: 'City', name: 'city', kind: 'text', options: [] };
const answer = (id: string, value = 'x') => ({ id, field, value, updatedAt: '2026-01-01T00:00:00.000Z' });
const data: RememberedAnswers = {
  sites: [
    { site: 'a.example', answers: [answer('1'), answer('2')] },
    { site: 'b.example', answers: [answer('3')] },
  ],
};

describe('the cached remembered answers', () => {
  it('take a new value in place', () => {
    const next = withAnswerValue(data, { ...answer('2', 'Paris'), updatedAt: '2026-02-01T00:00:00.000Z' });
    expect(next.sites[0]?.answers.map((a) => [a.id, a.value, a.updatedAt])).toEqual([
      ['1', 'x', '2026-01-01T00:00:00.000Z'],
      ['2', 'Paris', '2026-02-01T00:00:00.000Z'],
    ]);
  });

  it('lose a forgotten answer, and a site left empty goes with it', () => {
    expect(withoutAnswer(data, '1').sites.map((s) => [s.site, s.answers.length])).toEqual([
      ['a.example', 1],
      ['b.example', 1],
    ]);
    expect(withoutAnswer(data, '3').sites.map((s) => s.site)).toEqual(['a.example']);
    expect(withoutSite(data, 'a.example').sites.map((s) => s.site)).toEqual(['b.example']);
  });
});
