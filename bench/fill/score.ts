import type { Expected } from './case-file.ts';

export interface ReadValue {
  value: string;
  text: string;
  checked: boolean | null;
}

const squash = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether a field read back after the fill is what the case expects (CASE-FORMAT.md). */
export function isCorrect(expected: Expected, after: ReadValue | null, before: ReadValue | null): boolean {
  if (!after) return false;
  if (typeof expected === 'boolean') return after.checked === expected;
  if (typeof expected === 'string' || Array.isArray(expected)) {
    const wanted = (Array.isArray(expected) ? expected : [expected]).map(squash);
    return wanted.includes(squash(after.value)) || (after.text !== '' && wanted.includes(squash(after.text)));
  }
  if ('digits' in expected) {
    const digits = after.value.replace(/\D/g, '');
    return digits.endsWith(expected.digits) && digits.length - expected.digits.length <= 3;
  }
  return before !== null && after.value === before.value && after.checked === before.checked;
}

/** A short text of what was read, for the verbose report. */
export function describeRead(read: ReadValue | null): string {
  if (!read) return '(no element)';
  if (read.checked !== null) return String(read.checked);
  return JSON.stringify(read.text && read.text !== read.value ? `${read.value} / ${read.text}` : read.value);
}
