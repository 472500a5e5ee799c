import type { Expected } from './case-file.ts';
import type { ReadResult } from './page-read.ts';

/** Case-insensitive, trimmed, runs of white space as one space. */
export const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** At most this many digits may precede the expected ones (a country code). */
const MAX_EXTRA_DIGITS = 3;

/** Two file inputs' files, by name and in order (undefined: not a file input). */
const sameFiles = (a: string[] | undefined, b: string[] | undefined) =>
  a === undefined || b === undefined ? a === b : a.length === b.length && a.every((name, i) => name === b[i]);

/** Whether a field read back after the fill is what the case expects (CASE-FORMAT.md). */
export function isCorrect(expected: Expected, after: ReadResult, before: ReadResult): boolean {
  if ('missing' in after) return false;
  if (typeof expected === 'boolean') return after.checked === expected;
  if (typeof expected === 'string' || Array.isArray(expected)) {
    const wanted = new Set((typeof expected === 'string' ? [expected] : expected).map(normalize));
    return wanted.has(normalize(after.value)) || (after.text !== '' && wanted.has(normalize(after.text)));
  }
  if ('file' in expected) return after.files?.length === 1 && after.files[0] === expected.file;
  if ('digits' in expected) {
    const digits = after.value.replace(/\D/g, '');
    const want = expected.digits.replace(/\D/g, '');
    return digits.endsWith(want) && digits.length - want.length <= MAX_EXTRA_DIGITS;
  }
  if ('missing' in before) return false;
  return after.value === before.value && after.checked === before.checked && sameFiles(after.files, before.files);
}

/** How a listed field came out of the fill (CASE-FORMAT.md, Score). */
export type Outcome = 'correct' | 'empty' | 'wrong';

/**
 * Whether the fill changed what the field shows (its value, selected text, checked state or files). A
 * list still on an option without a value ("Select…") was not given one, whatever its placeholder
 * says now (a page writes "Loading…" there while a dependent list loads).
 */
export function changed(after: ReadResult, before: ReadResult): boolean {
  if ('missing' in after || 'missing' in before) return true;
  if (!sameFiles(after.files, before.files)) return true;
  if (after.value === '' && before.value === '' && after.checked === before.checked) return false;
  return after.value !== before.value || after.text !== before.text || after.checked !== before.checked;
}

/**
 * Correct; left empty (not correct, and the field shows what it showed before: nothing written, a
 * box left as it was); or wrong (a value written that is not the expected one, a field that had to
 * stay as it was changed, or a key that finds no element).
 */
export function outcomeOf(expected: Expected, after: ReadResult, before: ReadResult): Outcome {
  if (isCorrect(expected, after, before)) return 'correct';
  return changed(after, before) ? 'wrong' : 'empty';
}

/** What was read, for the verbose report. */
export function describeRead(read: ReadResult): string {
  if ('missing' in read) return `(${read.missing})`;
  if (read.files)
    return read.files.length === 0 ? 'no file' : `file ${read.files.map((f) => JSON.stringify(f)).join(', ')}`;
  if (read.checked !== null) return read.checked ? 'checked' : 'not checked';
  if (read.text && normalize(read.text) !== normalize(read.value))
    return JSON.stringify(`${read.value} / ${read.text}`);
  return JSON.stringify(read.value);
}

/** What was expected, for the verbose report. */
export function describeExpected(expected: Expected): string {
  if (typeof expected === 'boolean') return expected ? 'checked' : 'not checked';
  if (typeof expected === 'string') return JSON.stringify(expected);
  if (Array.isArray(expected)) return expected.map((e) => JSON.stringify(e)).join(' or ');
  if ('digits' in expected) return `digits …${expected.digits}`;
  if ('file' in expected) return `file ${JSON.stringify(expected.file)}`;
  return 'unchanged';
}
