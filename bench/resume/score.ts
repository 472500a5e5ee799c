import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** The fields the bench scores, in the order it prints them. */
export const FIELDS = ['name', 'email', 'phone', 'links', 'title', 'employer', 'city'] as const;
export type Field = (typeof FIELDS)[number];

/** What a person reading the résumé would give (null where it does not say; [] for no links). */
export type Expected = Record<Exclude<Field, 'links'>, string | null> & { links: string[] };

/** What the parser proposed, in the same shape (undefined where it proposed nothing). */
export type Proposed = Partial<Record<Exclude<Field, 'links'>, string>> & { links: string[] };

/** Text compared case- and space-insensitively (accents kept). */
const textKey = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, '');

/** A link compared without protocol, `www.`, trailing slash or case. */
export const linkKey = (link: string) =>
  link
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');

/** The country calling code and national digits of a number written with `+` or `00`; null otherwise. */
function international(phone: string): { code: string; national: string } | null {
  const written = phone.trim().replace(/^00/, '+');
  if (!written.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(written);
  if (parsed) return { code: parsed.countryCallingCode, national: parsed.nationalNumber };
  return null;
}

/**
 * Whether two phone numbers are the same: the same digits, or a national number whose digits
 * (with or without its trunk `0`) are those after the other's country code.
 */
export function samePhone(a: string, b: string): boolean {
  const [da, db] = [a.replace(/\D/g, ''), b.replace(/\D/g, '')];
  if (da === '' || db === '') return false;
  if (da.replace(/^00/, '') === db.replace(/^00/, '')) return true;
  const [ia, ib] = [international(a), international(b)];
  if (ia && ib) return ia.code === ib.code && ia.national === ib.national;
  const full = ia ?? ib;
  if (!full) return false;
  const national = ia ? db : da;
  return national === full.national || national.replace(/^0/, '') === full.national;
}

/** Whether a proposed value is the expected one for a single-valued field. */
export function sameValue(field: Exclude<Field, 'links'>, expected: string, proposed: string): boolean {
  return field === 'phone' ? samePhone(expected, proposed) : textKey(expected) === textKey(proposed);
}

/** Counts of one field: values proposed, values expected, proposed values that are right. */
export interface Tally {
  proposed: number;
  expected: number;
  correct: number;
}

export interface FieldOutcome {
  tally: Tally;
  /** Whether the résumé's field came out wrong or missing (for --verbose). */
  isMiss: boolean;
}

/** How one field of one résumé scored: each link one item, every other field one value. */
export function scoreField(field: Field, expected: Expected, proposed: Proposed): FieldOutcome {
  if (field === 'links') {
    const want = new Set(expected.links.map(linkKey));
    const got = new Set(proposed.links.map(linkKey));
    const correct = [...got].filter((key) => want.has(key)).length;
    const tally = { proposed: got.size, expected: want.size, correct };
    return { tally, isMiss: correct !== want.size || correct !== got.size };
  }
  const [want, got] = [expected[field], proposed[field]];
  const correct = want != null && got !== undefined && sameValue(field, want, got) ? 1 : 0;
  const tally = { proposed: got === undefined ? 0 : 1, expected: want == null ? 0 : 1, correct };
  return { tally, isMiss: correct === 0 && (want != null || got !== undefined) };
}

/** Sum of tallies. */
export const addTally = (a: Tally, b: Tally): Tally => ({
  proposed: a.proposed + b.proposed,
  expected: a.expected + b.expected,
  correct: a.correct + b.correct,
});

/** Correct among proposed and among expected, as fractions (null when nothing to divide by). */
export function rates(tally: Tally): { precision: number | null; recall: number | null } {
  return {
    precision: tally.proposed === 0 ? null : tally.correct / tally.proposed,
    recall: tally.expected === 0 ? null : tally.correct / tally.expected,
  };
}

/** The goals: precision and recall at least this, per field. */
export const GOALS: Partial<Record<Field, number>> = {
  email: 0.95,
  phone: 0.95,
  links: 0.95,
  name: 0.85,
  title: 0.85,
  employer: 0.85,
};
