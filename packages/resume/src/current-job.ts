import { type EntryPart, employerWithoutTown, firstEntryParts, isPlaceOrMode } from './first-entry.ts';
import { employerScore, titleScore } from './job-words.ts';

export interface CurrentJob {
  title?: string;
  employer?: string;
}

/** A title or employer as a form wants it: no trailing punctuation, no `(m/w/d)`. */
const tidy = (text: string) =>
  text
    .replace(/\s*\((?:m\/w\/d|w\/m\/d|m\/f\/d|f\/m\/d|m\/w|h\/f|f\/h|m\/f)\)\s*/gi, ' ')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
    .trim();

/** A company's legal form written after a comma (`Tejo Logística, S.A.`, `Acme, Inc.`). */
const LEGAL_FORM_ALONE =
  /^(?:S\.?A\.?(?:S\.?|U\.?)?|Inc\.?|Ltd\.?|LLC|L\.L\.C\.|GmbH|AG|KG|S\.?L\.?U?\.?|B\.?V\.?|N\.?V\.?|Lda\.?|Ltda\.?|S\.?p\.?A\.?|S\.?r\.?l\.?|SARL|PLC|Corp\.?|Co\.?)$/;

/**
 * `Senior Engineer, Acme GmbH` → both parts, when the first part is alone on its line and one side
 * of the comma reads as a title. A comma inside a title (`Head of Sales, EMEA`) stays.
 */
function splitAtComma(part: EntryPart): EntryPart[] {
  const pieces = part.text.split(/\s*,\s*/).filter((piece) => !isPlaceOrMode(piece));
  if (pieces.length !== 2) return [part];
  const [a = '', b = ''] = pieces;
  if (LEGAL_FORM_ALONE.test(b)) return [part];
  const isPair = titleScore(a) > 0 !== titleScore(b) > 0 || employerScore(a) > 0 !== employerScore(b) > 0;
  return isPair ? pieces.map((text) => ({ text, line: part.line })) : [part];
}

/** Whether `a` is the title and `b` the employer (rather than the other way round). */
function isTitleFirst(a: string, b: string, hasAtWord: boolean): boolean {
  if (hasAtWord) return true;
  const [ta, tb, ea, eb] = [titleScore(a), titleScore(b), employerScore(a), employerScore(b)];
  if (ta > 0 && tb === 0) return true;
  if (tb > 0 && ta === 0) return false;
  if (ea !== eb) return eb > ea;
  if (ta !== tb) return ta > tb;
  return true;
}

/** How many heading parts of the first entry are weighed for the title and the employer. */
const WEIGHED_PARTS = 3;

/** The index of the part that reads most as a title, or -1: a title word and no organisation word first. */
function titleIndex(parts: readonly EntryPart[]): number {
  const pure = parts.findIndex((part) => titleScore(part.text) > 0 && employerScore(part.text) === 0);
  return pure >= 0 ? pure : parts.findIndex((part) => titleScore(part.text) > employerScore(part.text));
}

/**
 * The title and employer of the first entry of the experience section: `Title — Employer`,
 * `Title, Employer`, `Employer | Title`, `Title at Employer`, or title and employer on two lines,
 * with dates and places before, after or between. The title is the part with a title's words;
 * the employer the part with an organisation's words, else the first other part. A lone heading
 * part is the title only if it reads as one.
 */
export function currentJob(experience: readonly string[]): CurrentJob {
  const { parts: rawParts, hasAtWord } = firstEntryParts(experience, { splitAtWords: true });
  const first = rawParts[0];
  if (!first) return {};
  const isAloneOnLine = rawParts.filter((part) => part.line === first.line).length === 1;
  const parts = (isAloneOnLine ? [...splitAtComma(first), ...rawParts.slice(1)] : rawParts).slice(0, WEIGHED_PARTS);
  const [a, b] = parts;
  if (!a) return {};
  if (!b) return titleScore(a.text) > 0 ? { title: tidy(a.text) } : {};
  const index = hasAtWord ? 0 : titleIndex(parts);
  if (index < 0) {
    const [title, employer] = isTitleFirst(a.text, b.text, false) ? [a, b] : [b, a];
    return { title: tidy(title.text), employer: tidy(employerWithoutTown(employer.text)) };
  }
  const title = parts[index] ?? a;
  const others = parts.filter((_, i) => i !== index);
  const employer =
    others.find((part) => employerScore(part.text) > 0 && titleScore(part.text) === 0) ?? (hasAtWord ? b : others[0]);
  return { title: tidy(title.text), employer: employer && tidy(employerWithoutTown(employer.text)) };
}
