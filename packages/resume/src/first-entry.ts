import { isKnownCity } from './cities.ts';
import { isCountry } from './countries.ts';
import { withoutDates } from './date-ranges.ts';
import { isLonePlace } from './lone-place.ts';
import { isBullet, lineParts } from './resume-lines.ts';

/** Words that say how or where a job was done, not what or for whom. */
const WORK_MODES =
  /^(?:remote|hybrid|on[- ]?site|full[- ]?time|part[- ]?time|freelance|contract|permanent|temporary|vollzeit|teilzeit|festanstellung|befristet|homeoffice|home office|cdi|cdd|t[ée]l[ée]travail|temps plein|temps partiel|alternance|stage|jornada completa|media jornada|tiempo completo|remoto|presencial|h[íi]brido|voltijd|deeltijd|thuiswerk|tempo integral|tempo inteiro|meio per[íi]odo|tempo pieno|part time|da remoto|ibrido|indeterminato|determinato)$/i;

/** Whether a part names only a place or a way of working (`Berlin`, `Madrid, España`, `Remote`). */
export function isPlaceOrMode(part: string): boolean {
  const text = part.replace(/^[(\s]+|[)\s.]+$/g, '').trim();
  if (text === '' || WORK_MODES.test(text)) return true;
  const pieces = text.split(/\s*[,/(]\s*|\s+\(|\)/).filter(Boolean);
  if (pieces.length === 0) return true;
  // A state's code counts after a place only (`Brisbane, QLD`): alone it may be a unit (`ICU`).
  return pieces.every(
    (piece, index) =>
      isKnownCity(piece) || isCountry(piece) || WORK_MODES.test(piece) || (index > 0 && /^[A-Z]{2,3}$/.test(piece)),
  );
}

/** A line that starts an entry's description rather than its heading lines. */
function isDescription(line: string): boolean {
  if (isBullet(line)) return true;
  const words = line.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
  // A sentence ends with a lower-case word and a full stop (`… Ltda.` ends a company's name).
  return line.length > 90 || (/\s\p{Ll}[\p{L}\d%)]*[.!]$/u.test(line) && words >= 6);
}

/** One text part of an entry heading and the heading line it is on. */
export interface EntryPart {
  text: string;
  line: number;
}

/** Parts joined by a word that puts the title first: `Engineer at Acme`, `Ingénieur chez Acme`. */
const AT_WORD = /\s+(?:at|@|bei|chez|bij|presso|en la empresa|na empresa|for)\s+/i;

/**
 * The heading parts of the first entry of a section: the lines before its first bullet or
 * sentence (at most four), cut at separators (and at `at`, `bei`, `chez`… for a job), without
 * dates, places and ways of working.
 */
export function firstEntryParts(
  lines: readonly string[],
  { splitAtWords = false } = {},
): { parts: EntryPart[]; hasAtWord: boolean } {
  const heading: string[] = [];
  for (const line of lines) {
    if (line === '') {
      if (heading.some((l) => withoutDates(l) !== '')) break;
      continue;
    }
    if (isDescription(line)) break;
    heading.push(line);
    if (heading.length >= 4) break;
  }
  const parts: EntryPart[] = [];
  let hasAtWord = false;
  heading.forEach((line, index) => {
    for (const raw of lineParts(withoutDates(line))) {
      const split = splitAtWords ? raw.split(AT_WORD) : [raw];
      if (split.length === 2) hasAtWord ||= parts.length === 0;
      for (const piece of split) {
        const text = piece
          .replace(/^[,;:\s]+|[,;:\s]+$/g, '')
          .replace(/^\((.*)\)$/, '$1')
          .trim();
        if (text === '' || isPlaceOrMode(text)) continue;
        parts.push({ text: dropTrailingPlace(text), line: index });
      }
    }
  });
  return { parts, hasAtWord };
}

/** A company's legal form, which ends its name: what follows it after a comma is a place. */
const LEGAL_FORM =
  /^(.*?(?:\bGmbH|\bAG|\bSE|\bKG|\bInc\.?|\bLLC|\bLtd\.?|\bLimited|\bPLC|\bplc|\bCorp\.?|\bS\.?A\.?S?\.?|\bSARL|\bS\.?L\.?U?\.?|\bB\.?V\.?|\bN\.?V\.?|\bLda\.?|\bLtda\.?|\bS\.?p\.?A\.?|\bS\.?r\.?l\.?|\bPty\.? Ltd\.?|\bPvt\.? Ltd\.?))\s*,\s*\p{Lu}[^,]*(?:,[^,]*)?$/u;

/** `Acme GmbH, Berlin` → `Acme GmbH`; `Acme (Remote)` → `Acme`; `Acme Ltd., Pune` → `Acme Ltd.`. */
export function dropTrailingPlace(text: string): string {
  const legal = LEGAL_FORM.exec(text);
  if (legal?.[1]) return legal[1].trim();
  const result = text.replace(/\s*\(([^)]*)\)\s*$/, (whole, inside: string) => (isPlaceOrMode(inside) ? '' : whole));
  for (let comma = result.indexOf(','); comma > 0; comma = result.indexOf(',', comma + 1)) {
    if (isPlaceOrMode(result.slice(comma + 1))) return result.slice(0, comma).trim();
  }
  return result.trim();
}

/** An employer without a town the list does not know, written after a comma (`Acme, Aarhus`). */
export function employerWithoutTown(employer: string): string {
  const result = dropTrailingPlace(employer);
  const comma = result.lastIndexOf(',');
  const tail = result.slice(comma + 1).trim();
  if (comma > 0 && tail.split(' ').length <= 2 && isLonePlace(tail)) return result.slice(0, comma).trim();
  return result;
}
