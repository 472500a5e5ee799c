import { fold } from './fold.ts';

/** The languages whose résumés the parser reads. */
export type Language = 'en' | 'de' | 'fr' | 'es' | 'nl' | 'pt' | 'it';

export const LANGUAGES: readonly Language[] = ['en', 'de', 'fr', 'es', 'nl', 'pt', 'it'];

/** Short words frequent in each language's prose and rare in the others'. */
const COMMON_WORDS: Record<Language, string> = {
  en: 'the and of with for to in at on my as from by years experience',
  de: 'und der die das mit fuer fur von bei im zur zum ein eine auf als sowie seit bis heute',
  fr: 'et le la les des du de pour avec en au aux dans un une chez sur depuis aujourd hui',
  es: 'y el la los las del de para con en un una por como desde actualidad hasta',
  nl: 'en de het van een met voor bij in op als heden tot naar',
  pt: 'e o a os as do da dos das de para com em um uma por como desde atual',
  it: 'e il la lo gli le del della di per con in un una presso come dal oggi',
};

const WORDS = new Map<Language, Set<string>>(
  (Object.entries(COMMON_WORDS) as [Language, string][]).map(([language, words]) => [
    language,
    new Set(words.split(' ')),
  ]),
);

/**
 * The résumé's language from its headings (weighted) and common words; English when nothing
 * tells. `headingVotes` counts, per language, the headings found in that language.
 */
export function detectLanguage(text: string, headingVotes: ReadonlyMap<Language, number>): Language {
  const score = new Map<Language, number>(LANGUAGES.map((language) => [language, 0]));
  for (const [language, votes] of headingVotes) score.set(language, (score.get(language) ?? 0) + 5 * votes);
  for (const word of fold(text.slice(0, 20_000)).split(' ')) {
    for (const [language, words] of WORDS) if (words.has(word)) score.set(language, (score.get(language) ?? 0) + 1);
  }
  let best: Language = 'en';
  for (const language of LANGUAGES) if ((score.get(language) ?? 0) > (score.get(best) ?? 0)) best = language;
  return best;
}
