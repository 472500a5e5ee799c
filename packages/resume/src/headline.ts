import { hasDate } from './date-ranges.ts';
import { titleScore } from './job-words.ts';
import { lineParts } from './resume-lines.ts';
import { headingOf } from './section-headings.ts';

/**
 * The headline under the name (`Senior Backend Engineer`, `QA Lead | Test Automation`), its
 * first part, when it reads as a job title: the lines after the name up to an empty line or a
 * contact line, joined (a narrow column wraps it).
 */
export function headlineTitle(lines: readonly string[], nameLine: number): string | undefined {
  const block: string[] = [];
  for (const line of lines.slice(nameLine + 1, nameLine + 4)) {
    if (line === '' || /[@\d]|https?:|www\./.test(line) || headingOf(line)) break;
    block.push(line);
  }
  const first = lineParts(block.join(' '))[0];
  if (!first || hasDate(first) || first.length > 60 || titleScore(first) === 0) return undefined;
  return first;
}
