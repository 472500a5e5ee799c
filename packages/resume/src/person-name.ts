import { isKnownCity } from './cities.ts';
import { isCountry } from './countries.ts';
import { hasDate } from './date-ranges.ts';
import { fold } from './fold.ts';
import { employerScore, titleScore } from './job-words.ts';
import type { Language } from './language.ts';
import { headingOf } from './section-headings.ts';

export interface PersonName {
  fullName: string;
  firstName: string;
  lastName: string;
}

/** Small words inside names: `van der`, `de la`, `von`, `dos`, `di`. */
const PARTICLES = new Set(
  'van von der den de del della di da das do dos du la le les ten ter vom zu y e d l st'.split(' '),
);

/** Titles and letters written around a name, dropped from it. */
const HONORIFICS =
  /^(?:(?:dr|prof|dipl|ing|mag|mr|mrs|ms|miss|mx|m|mme|mlle|sr|sra|srta|dott|dottssa|dott\.ssa|dr\.?-ing|eng|lic|med|rer\. nat|dipl\.-ing|dipl\.-kfm|ir|drs|mr\. drs)\.?\s+)+/i;
const POST_NOMINALS =
  /(?:,?\s+(?:phd|ph\.d\.|rn|cpa|acca|msc|m\.sc\.|bsc|b\.sc\.|mba|ma|m\.a\.|ba|b\.a\.|md|cpa|pmp|cfa|mca|meng|m\.eng\.|llm|dipl\.-ing\.))+\.?$/i;

/** Lines that name the document, not the person. */
const DOCUMENT_WORDS =
  /^(?:curriculum vitae|curriculum|cv|resume|résumé|lebenslauf|tabellarischer lebenslauf|hoja de vida|levensloop|currículo|curriculo|profil)\b[\s:–—|-]*/i;

/** A word of a name: capitalised or in capitals, hyphens and apostrophes inside. */
const NAME_WORD = /^(?:\p{Lu}[\p{Ll}\p{Lu}'’]*(?:-\p{Lu}[\p{Ll}\p{Lu}'’]*)*|\p{Lu}\.)$/u;

/** Words that are never part of a name: things, skills and places written with capitals. */
const NOT_NAME_WORDS = new Set(
  (
    'and und et y en e of the for with in on at fullstack frontend backend full stack team office microsoft google cloud data project management design ' +
    'development marketing sales business services software systems solutions skills languages contact profile ' +
    'summary experience education english german french spanish dutch portuguese italian deutsch englisch ' +
    'francais espanol nederlands portugues italiano native fluent street road avenue gmbh inc ltd llc university ' +
    'school college bachelor master diploma java python javascript typescript react angular node sql aws azure ' +
    'docker kubernetes linux excel word powerpoint sap adobe photoshop figma agile scrum product digital ' +
    'online media communication leadership customer service support analysis research engineering'
  ).split(' '),
);

/** `JONAS` → `Jonas`, `MÜLLER-LÜDENSCHEIDT` → `Müller-Lüdenscheidt`; mixed-case words as written. */
function nameCase(word: string): string {
  if (word !== word.toUpperCase() || word.length <= 1) return word;
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{L})/gu, (_, mark: string, letter: string) => mark + letter.toUpperCase());
}

/** The line reduced to what could be a name: document words, honorifics and post-nominals dropped. */
function nameText(line: string): string {
  const first = line.split(/\s*(?:[|•·,\t]|\s[–—-]\s)\s*/)[0] ?? '';
  return first
    .replace(DOCUMENT_WORDS, '')
    .replace(HONORIFICS, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(POST_NOMINALS, '')
    .trim();
}

/** Whether a line (already reduced by `nameText`) reads as a person's name. */
function isNameLike(text: string): boolean {
  if (text.length < 4 || text.length > 50 || /[\d@/:()+&]/.test(text)) return false;
  const words = text.split(/\s+/);
  const core = words.filter((word) => !PARTICLES.has(word.toLowerCase()) || NAME_WORD.test(word));
  if (core.length < 2 || core.length > 4 || words.length > 6) return false;
  if (!words.every((word) => NAME_WORD.test(word) || PARTICLES.has(word.toLowerCase()))) return false;
  if (words.some((word) => NOT_NAME_WORDS.has(fold(word)))) return false;
  if (titleScore(text) > 0 || employerScore(text) > 0 || headingOf(text) || hasDate(text)) return false;
  return !isKnownCity(text) && !isCountry(text);
}

/** Surname particles glued to the last name (`van der Berg`, `de la Cruz`). */
function splitName(
  words: readonly string[],
  language: Language,
): { firstName: string; lastName: string; isSurnameFirst?: boolean } {
  const [first = '', ...rest] = words;
  if (rest.length === 0) return { firstName: first, lastName: '' };
  // Spanish and Portuguese names often carry two surnames: all after the given name is the surname.
  if (language === 'es' || language === 'pt') return { firstName: first, lastName: rest.join(' ') };
  let start = rest.length - 1;
  while (start > 0 && PARTICLES.has((rest[start - 1] ?? '').toLowerCase())) start--;
  const lastName = rest.slice(start).join(' ');
  const middle = rest.slice(0, start).filter((word) => !PARTICLES.has(word.toLowerCase()));
  // A surname written in capitals first (`DUPONT Jean`) is the last name.
  const firstWord = words[0] ?? '';
  if (firstWord.length > 1 && firstWord === firstWord.toUpperCase() && rest.every((w) => w !== w.toUpperCase())) {
    return { firstName: rest.join(' '), lastName: firstWord, isSurnameFirst: true };
  }
  return { firstName: [first, ...middle].join(' '), lastName };
}

/** The person's name from a line, or undefined when the line does not read as one. */
export function personNameIn(line: string, language: Language): PersonName | undefined {
  const text = nameText(line);
  if (!isNameLike(text)) return undefined;
  const original = text.split(/\s+/);
  const { firstName, lastName, isSurnameFirst } = splitName(original, language);
  const cased = (part: string) => part.split(' ').map(nameCase).join(' ');
  return {
    fullName: isSurnameFirst ? cased(`${firstName} ${lastName}`) : original.map(nameCase).join(' '),
    firstName: cased(firstName),
    lastName: cased(lastName),
  };
}
