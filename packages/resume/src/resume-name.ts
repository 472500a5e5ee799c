import { isKnownCity } from './cities.ts';
import { isCountry } from './countries.ts';
import { titleScore } from './job-words.ts';
import type { Language } from './language.ts';
import { EMAIL } from './links.ts';
import { type PersonName, personNameIn } from './person-name.ts';
import { PHONE_LABEL } from './phone-numbers.ts';
import type { SectionedResume } from './sections.ts';

/** `Name: Jonas Becker`, `Nombre: …`, `Vor- und Nachname: …`. */
const NAME_LABEL =
  /^(?:name|full name|vor- und nachname|nombre(?: completo)?|nom(?: complet)?|nome(?: completo)?|naam|volledige naam)\s*:\s*(.+)$/i;

/** Whether a line is a headline or contact line, as follows a name at the top of a résumé. */
function followsName(line: string | undefined): boolean {
  if (!line) return false;
  EMAIL.lastIndex = 0;
  return titleScore(line) > 0 || EMAIL.test(line) || PHONE_LABEL.test(line) || /\+\d/.test(line);
}

/**
 * The name with the next line's single word when the name was wrapped in a narrow column
 * (`Pablo Ruiz` / `Moreno` / headline) and the two read as one name; the name as it was otherwise.
 */
function withWrappedSurname(
  name: PersonName,
  [line = '', next, headline]: readonly (string | undefined)[],
  language: Language,
): PersonName {
  if (!next || !/^\p{Lu}[\p{L}'’-]+$/u.test(next) || line.split(/\s+/).length > 3) return name;
  // A wrapped surname is followed by the headline; a lone word followed by contact lines is the headline.
  if (!headline || titleScore(headline) === 0) return name;
  if ((next === next.toUpperCase()) !== (line === line.toUpperCase()) || isKnownCity(next) || isCountry(next))
    return name;
  return personNameIn(`${line} ${next}`, language) ?? name;
}

/**
 * The person's name: a labelled one, else the first line of the header that reads as a name,
 * else the first line of a block (a column, a text box) that reads as one and is followed by a
 * headline or contact line, as a name at the top of a main column is.
 */
export function resumeName(
  lines: readonly string[],
  resume: SectionedResume,
  language: Language,
): { name: PersonName; line: number; span: number } | undefined {
  for (const [index, line] of lines.entries()) {
    const labelled = NAME_LABEL.exec(line)?.[1];
    const name = labelled && personNameIn(labelled, language);
    if (name) return { name, line: index, span: 1 };
  }
  const header = resume.sections.find((s) => s.kind === 'header')?.lines.filter((l) => l !== '') ?? [];
  for (const line of header.slice(0, 8)) {
    const name = personNameIn(line, language);
    const index = lines.indexOf(line);
    if (!name) continue;
    const whole = withWrappedSurname(name, lines.slice(index, index + 3), language);
    return { name: whole, line: index, span: whole === name ? 1 : 2 };
  }
  const content = lines.map((line, index) => ({ line, index })).filter(({ line }) => line !== '');
  for (const [position, { line, index }] of content.entries()) {
    const startsBlock = index === 0 || lines[index - 1] === '';
    if (!startsBlock) continue;
    const name = personNameIn(line, language);
    const next = content[position + 1]?.line;
    const whole = name && withWrappedSurname(name, [line, next, content[position + 2]?.line], language);
    const after = whole === name ? next : content[position + 2]?.line;
    if (whole && followsName(after)) return { name: whole, line: index, span: whole === name ? 1 : 2 };
  }
  return undefined;
}
