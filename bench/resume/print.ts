import { FIELDS, type Field, GOALS, rates, type Tally } from './score.ts';

const percent = (value: number | null) => (value === null ? '    –  ' : `${(100 * value).toFixed(1).padStart(5)} %`);

/** The table of one split: precision and recall per field, with their counts. */
export function printTable(title: string, tallies: ReadonlyMap<Field, Tally>): void {
  console.log(`\n${title}`);
  console.log(`  ${'field'.padEnd(10)}${'precision'.padEnd(22)}recall`);
  for (const field of FIELDS) {
    const tally = tallies.get(field) ?? { proposed: 0, expected: 0, correct: 0 };
    const { precision, recall } = rates(tally);
    const p = `${percent(precision)} (${tally.correct}/${tally.proposed})`;
    const r = `${percent(recall)} (${tally.correct}/${tally.expected})`;
    console.log(`  ${field.padEnd(10)}${p.padEnd(22)}${r}`);
  }
}

/** One line: each goal met or not (precision and recall ≥ the goal). */
export function printGoals(title: string, tallies: ReadonlyMap<Field, Tally>): boolean {
  const parts: string[] = [];
  let isMet = true;
  for (const field of FIELDS) {
    const goal = GOALS[field];
    const tally = tallies.get(field);
    if (goal === undefined || !tally) continue;
    const { precision, recall } = rates(tally);
    const ok = (precision ?? 1) >= goal && (recall ?? 1) >= goal;
    isMet &&= ok;
    parts.push(`${field} ${ok ? 'ok' : 'MISSED'}`);
  }
  console.log(`  goals (≥ 95 % email, phone, links; ≥ 85 % name, title, employer) — ${title}: ${parts.join(', ')}`);
  return isMet;
}
