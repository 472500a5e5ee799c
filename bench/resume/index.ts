/**
 * The résumé parser's benchmark: reads every PDF and DOCX of bench/resume/corpus/{dev,test} with
 * `resumeText` and `parseResume`, and prints, per split and field, precision (correct among
 * proposed) and recall (correct among expected), the goals, and the median time per résumé.
 *
 *   npm run bench:resume -- [--split dev|test] [--verbose]
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../fill/median.ts';
import { parseBenchArgs } from './args.ts';
import { readCases } from './cases.ts';
import { printGoals, printTable } from './print.ts';
import { runCase } from './run-case.ts';
import { addTally, FIELDS, type Field, scoreField, type Tally } from './score.ts';

const corpus = join(dirname(fileURLToPath(import.meta.url)), 'corpus');
const args = parseBenchArgs(process.argv.slice(2));

for (const split of args.splits) {
  const cases = readCases(join(corpus, split));
  const tallies = new Map<Field, Tally>(FIELDS.map((field) => [field, { proposed: 0, expected: 0, correct: 0 }]));
  const extractTimes: number[] = [];
  const parseTimes: number[] = [];
  const misses: string[] = [];
  for (const resume of cases) {
    const run = await runCase(resume);
    extractTimes.push(run.extractMs);
    parseTimes.push(run.parseMs);
    for (const field of FIELDS) {
      const outcome = scoreField(field, resume.expected, run.proposed);
      tallies.set(field, addTally(tallies.get(field) ?? { proposed: 0, expected: 0, correct: 0 }, outcome.tally));
      if (outcome.isMiss) {
        const want = JSON.stringify(resume.expected[field]);
        const got = JSON.stringify(run.proposed[field] ?? null);
        misses.push(
          `  ${resume.name} (${resume.layout}, ${resume.language}) ${field}: expected ${want}, proposed ${got}`,
        );
      }
    }
  }
  printTable(`${split} — ${cases.length} résumés`, tallies);
  printGoals(split, tallies);
  const ms = (values: number[]) => `${(median(values) ?? 0).toFixed(1)} ms`;
  console.log(`  median per résumé: text ${ms(extractTimes)}, parse ${ms(parseTimes)}`);
  if (args.verbose && misses.length > 0) console.log(`\n${split} misses:\n${misses.join('\n')}`);
}
