import type { Expected } from './case-file.ts';
import type { ReadResult } from './page-read.ts';
import { describeExpected, describeRead, type Outcome, outcomeOf } from './score.ts';

export interface FieldScores {
  correct: number;
  /** Listed fields with a value written that is not the expected one (or changed when they had to stay). */
  wrong: number;
  misses: Array<{ key: string; outcome: Exclude<Outcome, 'correct'>; expected: string; got: string }>;
  warnings: string[];
}

/** Scores every listed field of a page read before and after the fill. */
export function scoreFields(
  expected: Record<string, Expected>,
  before: Record<string, ReadResult>,
  after: Record<string, ReadResult>,
): FieldScores {
  const scores: FieldScores = { correct: 0, wrong: 0, misses: [], warnings: [] };
  for (const [key, want] of Object.entries(expected)) {
    const was = before[key] ?? { missing: 'not read' };
    const now = after[key] ?? { missing: 'not read' };
    if (!('missing' in now) && now.extra > 0) {
      scores.warnings.push(`${key} matches ${now.extra + 1} elements; the first was scored`);
    }
    if (typeof want === 'object' && 'file' in want && !('missing' in now) && !now.files) {
      scores.warnings.push(`${key} expects a file and is not a file input`);
    }
    const outcome = outcomeOf(want, now, was);
    if (outcome === 'correct') {
      scores.correct++;
      continue;
    }
    if (outcome === 'wrong') scores.wrong++;
    const unchangedNote = typeof want === 'object' && 'unchanged' in want ? ` (before: ${describeRead(was)})` : '';
    scores.misses.push({ key, outcome, expected: describeExpected(want), got: describeRead(now) + unchangedNote });
  }
  return scores;
}
