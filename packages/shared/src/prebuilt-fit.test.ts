import { describe, expect, it } from 'vitest';
import { matchComponentTitles, type OwnedComponent, planParts } from './prebuilt-fit.ts';

const owned = (id: string, title: string, fieldCount = 4, locked = false): OwnedComponent => ({
  id,
  title,
  fieldCount,
  locked,
});
const parts = (...list: [string, number][]) => list.map(([title, fieldCount]) => ({ title, fieldCount }));

describe('matchComponentTitles', () => {
  it('takes the oldest unlocked component of the same title, case and spaces aside, each once', () => {
    const mine = [
      owned('locked', 'Contact', 4, true),
      owned('a', ' contact '),
      owned('b', 'Contact'),
      owned('c', 'Awards'),
    ];
    expect(matchComponentTitles([{ title: 'Contact' }, { title: 'CONTACT' }, { title: 'Resume' }], mine)).toEqual([
      'a',
      'b',
      null,
    ]);
  });
});

describe('planParts', () => {
  const job = parts(['Contact', 4], ['Professional Profile', 4], ['Cover Letter', 1], ['Resume', 4], ['Awards', 2]);

  it('keeps everything, or refuses the whole naming every limit, without fitToPlan', () => {
    const plan = planParts({
      components: job,
      reuse: job.map(() => null),
      adHocFields: 0,
      owned: [],
      plan: 'free',
      fitToPlan: false,
    });
    expect(plan.parts.every((p) => p.isIncluded)).toBe(true);
    expect(plan.refusal).toBe('This template needs 15 fields. Your plan (Free) has a limit of 10 fields per template.');
    expect(plan.wholeFitsOn).toBe('basic');
  });

  it('takes the parts in order while they fit, a reused part counting its own fields and no new room', () => {
    const mine = [owned('c', 'Contact', 5), owned('x', 'Other'), owned('y', 'Other'), owned('z', 'Other')];
    const plan = planParts({
      components: job,
      reuse: ['c', null, null, null, null],
      adHocFields: 0,
      owned: mine,
      plan: 'free',
      fitToPlan: true,
    });
    // Contact 5 (reused), Professional Profile 4 (the last free component) = 9; Cover Letter
    // would need a sixth component; the rest are too many fields.
    expect(plan.parts.map((p) => [p.title, p.isIncluded])).toEqual([
      ['Contact', true],
      ['Professional Profile', true],
      ['Cover Letter', false],
      ['Resume', false],
      ['Awards', false],
    ]);
    expect(plan.fields).toBe(9);
    expect(plan.refusal).toBeNull();
  });

  it('refuses with fitToPlan only when nothing fits', () => {
    const full = Array.from({ length: 5 }, (_, i) => owned(`o${i}`, `Mine ${i}`));
    const plan = planParts({
      components: job,
      reuse: job.map(() => null),
      adHocFields: 0,
      owned: full,
      plan: 'free',
      fitToPlan: true,
    });
    expect(plan.parts.some((p) => p.isIncluded)).toBe(false);
    expect(plan.refusal).toBe(
      'This template needs 15 fields and 5 new components. Your plan (Free) has a limit of 10 fields per template and 5 components (you have 5).',
    );
  });
});
