/**
 * Words of a name, id or label for matching: camelCase, snake_case, kebab-case and digits split,
 * accents dropped, lower case. `Body$ShippingAddress$_firstName` → `body shipping address first name`.
 */
function splitWords(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-zA-Z])/g, '$1 $2')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
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

/** Lower-case words of any text, for comparing values and option texts. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const STOP = new Set([
  'the',
  'a',
  'an',
  'your',
  'you',
  'of',
  'and',
  'or',
  'to',
  'for',
  'in',
  'on',
  'is',
  'do',
  'are',
  'what',
  'please',
  'enter',
  'my',
  'if',
  'any',
  'with',
  'this',
  'we',
  'our',
  'us',
  'will',
  'be',
  'have',
  'can',
  'i',
  'at',
  'by',
  'as',
  'it',
  'optional',
  'required',
  'has',
  'had',
  'does',
  'how',
  'many',
  'much',
  'would',
  'should',
  'could',
  'per',
  'there',
  'which',
  'when',
  'where',
  'who',
  'that',
  'than',
]);

/** Meaningful word stems of a text (stop words dropped, plural and -ing endings cut). */
export function stems(text: string): string[] {
  return words(text)
    .split(' ')
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) =>
      w
        .replace(/(ies)$/, 'y')
        .replace(/(ing|ed|es|s|e)$/, '')
        .slice(0, 8),
    );
}
