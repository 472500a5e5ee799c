import { fold } from './fold.ts';
import { LANGUAGES } from './language.ts';

/** Names people write that `Intl.DisplayNames` does not give. */
const USUAL_NAMES = [
  'USA',
  'U.S.A.',
  'US',
  'U.S.',
  'UK',
  'U.K.',
  'England',
  'Scotland',
  'Wales',
  'Great Britain',
  'Holland',
  'EE.UU.',
  'EEUU',
  'Schweiz',
  'Suisse',
  'Svizzera',
];

let names: Set<string> | undefined;

/** Every country's name in the supported languages, folded; built on first use from `Intl`. */
function countryNames(): Set<string> {
  if (names) return names;
  names = new Set(USUAL_NAMES.map(fold));
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const language of LANGUAGES) {
    const display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const first of letters) {
      for (const second of letters) {
        const name = display.of(`${first}${second}`);
        if (name) names.add(fold(name));
      }
    }
  }
  return names;
}

/** Whether a phrase is a country's name in one of the supported languages (or a usual short form). */
export const isCountry = (text: string) => {
  const folded = fold(text);
  return folded !== '' && countryNames().has(folded);
};
