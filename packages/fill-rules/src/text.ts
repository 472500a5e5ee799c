/**
 * Text as the rules read it. Every letter and digit of every script is kept (`\p{L}\p{N}`), so
 * Cyrillic, Greek and CJK labels classify too; Latin accents are dropped (`Straße` → `strasse`,
 * `Prénom` → `prenom`) so one pattern serves both spellings.
 */
const NOT_WORD = /[^\p{L}\p{N}\p{M}]+/gu;
/** Accents of Latin, Greek and Cyrillic letters (Japanese voicing marks and Hangul are kept whole). */
const LATIN_MARKS = /[\u0300-\u036f]/g;

/**
 * Words of a name, id or label for matching: camelCase, snake_case, kebab-case and digits split,
 * accents dropped, lower case. `Body$ShippingAddress$_firstName` → `body shipping address first name`.
 */
function splitWords(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .replace(/(\p{N})(\p{L})/gu, '$1 $2')
    .normalize('NFKD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(NOT_WORD, ' ')
    .trim();
}

const seen = new Map<string, string>();

/** `splitWords`, remembered: a fill asks for the words of the same labels and names many times. */
export function words(text: string): string {
  let result = seen.get(text);
  if (result === undefined) {
    if (seen.size >= 20_000) seen.clear();
    result = splitWords(text);
    seen.set(text, result);
  }
  return result;
}

/** Lower-case words of any text (no camelCase split), for comparing values and option texts. */
export function normalizeText(text: string): string {
  return text.replace(/ß/g, 'ss').normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(NOT_WORD, ' ').trim();
}

/** A unicode-aware word boundary (`\b` in a JS regex only knows ASCII letters). */
const BOUNDARY = '(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))';

const ASCII = /^[\x20-\x7e]*$/;

/**
 * A rule's pattern source compiled for `words()` text: `\b` is a word boundary in any script.
 * Text of ASCII letters (most labels, once accents are dropped) is tested with the plain `\b`,
 * which is the same there and much faster.
 */
export function rulePattern(source: string): RegExp {
  const ascii = new RegExp(source);
  const unicode = new RegExp(source.replaceAll('\\b', BOUNDARY), 'u');
  const pattern = new RegExp(source);
  pattern.test = (text: string) => (ASCII.test(text) ? ascii.test(text) : unicode.test(text));
  pattern[Symbol.search] = (text: string) => (ASCII.test(text) ? ascii : unicode)[Symbol.search](text);
  pattern.exec = (text: string) => (ASCII.test(text) ? ascii : unicode).exec(text);
  return pattern;
}

/** A text without what it says in brackets ("Routing number (9 digits)" → "Routing number"); '' when it has none or nothing is left. */
export function withoutBrackets(text: string): string {
  if (!text.includes('(')) return '';
  const bare = text
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return bare && bare !== text ? bare : '';
}

/** Words that never carry meaning when comparing labels, in every supported language. */
export const STOP_WORDS = new Set(
  (
    'the a an your you of and or to for in on is do are what please enter my if any with this we our us will be have ' +
    'can i at by as it optional required has had does how many much would should could per there which when where who that than ' +
    // de, fr, es, nl, pt, it
    'der die das des dem den ein eine einen ihr ihre ihren sie und oder von zu zum zur fur bitte im am ist ' +
    'le la les un une des du de d l votre vos et ou au aux en pour est s il vous ' +
    'el los las uno una su sus y o del al por para es tu ' +
    'het een uw je jouw en of van voor op is bij naar ' +
    'o os as um uma seu sua seus suas e ou do da dos das ao por para ' +
    'il lo gli i uno una il suo sua e o di del della dei al alla per è'
  ).split(' '),
);

/** "Number" in the supported languages and its short forms: "Account #", "Kontonr.", "Número de conta" ask the same. */
const NUMBER_WORDS = new Set(['number', 'numbers', 'nummer', 'numero', 'numeros', 'nr', 'num', 'nbr']);

/** "#", "N°", "Nº", "Nro." and "No." written for "number" ("Account #", "N° de contrat", "Nro. de documento", "No. exterior"; not a "No." alone, an answer). */
const NUMBER_SIGNS = /#|\b[Nn]\s?[°º]|\bN(?:ro|RO)\.|\bN[oO]\.(?=\s+\S)/g;

/** Whether a label says only "number" in any supported language ("Número", "Nr.", "N°", "#"). */
export function saysOnlyNumber(text: string): boolean {
  const [only, ...more] = stems(text);
  return only === 'number' && more.length === 0;
}

/** Meaningful word stems of a text (stop words dropped, plural and -ing endings cut). */
export function stems(text: string): string[] {
  return words(text.replace(NUMBER_SIGNS, ' number '))
    .split(' ')
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map((w) =>
      NUMBER_WORDS.has(w)
        ? 'number'
        : w
            .replace(/(ies)$/, 'y')
            // "Mornings" and "Morning" are one stem.
            .replace(/ings$/, 'ing')
            .replace(/(ing|ed|es|s|e)$/, '')
            .replace(PER_PERIOD, '')
            .slice(0, 6),
    );
}

/** "Weekly" and "week", "monatlich" and "Monat" ask for the same period (not "early", "daily"). */
const PER_PERIOD = /(?<=\p{L}{4})(ly|lich(e|en|er)?)$/u;
