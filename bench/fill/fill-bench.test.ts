import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCases } from './case-file.ts';
import { runFillBench } from './run-fill-bench.ts';

const cases = path.join(import.meta.dirname, 'cases');

describe('the fill benchmark', () => {
  it('runs the corpus through the real engine, endpoint and browser and scores every expected field', async () => {
    const lines: string[] = [];
    const result = await runFillBench({ cases, log: (line) => lines.push(line), timingRuns: 2 });
    const expectedKeys = loadCases(cases).reduce((n, c) => n + Object.keys(c.expected).length, 0);
    expect(result.cases.map((c) => c.error)).toEqual(result.cases.map(() => undefined));
    expect(result.total).toBe(expectedKeys);
    expect(result.cases.every((c) => c.sent > 0 && c.serverMs !== null)).toBe(true);
    expect(result.timing?.runs).toBe(2);
    // Accuracy is printed, not asserted.
    console.info(`${lines.join('\n')}\nfields correct: ${result.correct}/${result.total}`);
  }, 120_000);
});
