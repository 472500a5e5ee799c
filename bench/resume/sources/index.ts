/** Every résumé of the corpus, in number order. */
import { americas } from './americas.ts';
import { franceIberiaItaly } from './france-iberia-italy.ts';
import { germanyNetherlands } from './germany-netherlands.ts';
import { indiaAustralia } from './india-australia.ts';
import type { Resume } from './types.ts';
import { ukIreland } from './uk-ireland.ts';

export const resumes: Resume[] = [
  ...americas,
  ...ukIreland,
  ...germanyNetherlands,
  ...franceIberiaItaly,
  ...indiaAustralia,
].sort((a, b) => a.number - b.number);
