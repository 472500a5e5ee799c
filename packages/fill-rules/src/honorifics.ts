import { LOCALES } from './locales/index.ts';
import { HONORIFIC_KINDS, type HonorificKind } from './locales/types.ts';
import { normalizeText } from './text.ts';

const KIND_BY_WORD = new Map<string, HonorificKind>();
for (const kind of HONORIFIC_KINDS)
  for (const locale of Object.values(LOCALES))
    for (const word of locale.honorifics[kind] ?? []) {
      const norm = normalizeText(word);
      if (!KIND_BY_WORD.has(norm)) KIND_BY_WORD.set(norm, kind);
    }

/** The honorific a word stands for in any supported language (`Mrs`, `Frau`, `Mme`, `Sra.`), or null. */
export function honorificKind(text: string): HonorificKind | null {
  return KIND_BY_WORD.get(normalizeText(text)) ?? null;
}

/** Every way the supported languages write an honorific: Ms → Ms, Ms., Frau, Mme, Madame, Sra… */
export function honorificVariants(text: string): string[] {
  const kind = honorificKind(text);
  if (!kind) return [text];
  const words = Object.values(LOCALES).flatMap((l) => [...(l.honorifics[kind] ?? [])]);
  return [text, ...new Set(words.flatMap((w) => [w, `${w}.`]))];
}

/** Leading honorifics of a full name ("Dr. Ada Lovelace"): any supported language's. */
export const HONORIFIC_PREFIX = new RegExp(
  `^(${[...KIND_BY_WORD.keys()]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.]/g, '\\.').replace(/ /g, '\\s+'))
    .join('|')})\\.?\\s+`,
  'i',
);

const SEX_BY_WORD = new Map<string, 'female' | 'male' | 'diverse'>();
for (const locale of Object.values(LOCALES))
  for (const kind of ['female', 'male', 'diverse'] as const)
    for (const word of locale.sexes[kind] ?? []) {
      const norm = normalizeText(word);
      if (!SEX_BY_WORD.has(norm)) SEX_BY_WORD.set(norm, kind);
    }

/** The sex a word names in any supported language (weiblich, man, F…), or null. */
export const sexKind = (text: string) => SEX_BY_WORD.get(normalizeText(text)) ?? null;

/** Every way the supported languages write a sex (female → Female, weiblich, féminin, F…), or the text alone. */
export function sexVariants(text: string): string[] {
  const kind = SEX_BY_WORD.get(normalizeText(text));
  if (!kind) return [text];
  const all = Object.values(LOCALES).flatMap((l) => [...(l.sexes[kind] ?? [])]);
  // Whole words before one-letter codes, so "F" is tried last.
  return [text, ...new Set(all.sort((a, b) => b.length - a.length))];
}

/** The sex an honorific says (Mr, Herr, Sr → male; Mrs, Ms, Miss, Frau, Mme, Sra → female), or null (Dr, Prof, Mx). */
export function sexOfHonorific(text: string): 'female' | 'male' | null {
  const kind = honorificKind(text.replace(/\.$/, ''));
  if (kind === 'mr') return 'male';
  return kind === 'mrs' || kind === 'ms' || kind === 'miss' ? 'female' : null;
}

/**
 * A sex as the honorifics of every supported language write it, for a list whose options are
 * titles ("Sexo": Sr. / Sra.): the person's own honorific when it says the same sex, else Mr or Ms.
 */
export function sexAsHonorifics(sex: string, honorific?: string): string[] {
  const kind = sexKind(sex);
  if (kind !== 'male' && kind !== 'female') return [];
  const own = honorific && sexOfHonorific(honorific) === kind ? honorific : kind === 'male' ? 'Mr' : 'Ms';
  return honorificVariants(own);
}
