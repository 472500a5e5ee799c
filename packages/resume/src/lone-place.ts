import { isKnownCity } from './cities.ts';
import { fold } from './fold.ts';
import { employerScore, titleScore } from './job-words.ts';
import { LANGUAGES } from './language.ts';

/** A place name: capitalised words, with the small words of place names between them. */
export const PLACE =
  "\\p{Lu}[\\p{L}'’.-]*(?:[ -](?:(?:am|an|im|der|de|del|la|le|les|sur|en|di|da|do|dos|upon|on|aan|den)[ -])?\\p{Lu}[\\p{L}'’.-]*){0,3}";

const LONE_PLACE = new RegExp(`^${PLACE}$`, 'u');

/** Words of contact lines that are not places: labels, ways of working, civil status. */
const NOT_PLACES = new Set(
  (
    'linkedin;github;gitlab;xing;portfolio;website;web;email;e mail;mail;phone;mobile;tel;contact;remote;hybrid;' +
    'available;open to work;open to relocation;willing to relocate;driving licence;driving license;references;' +
    'married;single;verheiratet;ledig;marie;mariee;celibataire;casado;casada;soltero;soltera;getrouwd;ongehuwd;' +
    'solteiro;solteira;sposato;sposata;celibe;nubile;born;geboren;nee;ne;nacido;nacida;nascido;nascida;nato;nata'
  ).split(';'),
);

/** Nationalities as adjectives (`British`, `Brazilian`, `Chinese`), not places. */
const NATIONALITY = /(?:ish|ian|ese|ean)$/i;

let languageNames: Set<string> | undefined;

/** Names of the world's main languages in the supported languages (`Deutsch`, `Engels`, `Spanish`), folded. */
function isLanguageName(text: string): boolean {
  if (!languageNames) {
    languageNames = new Set();
    const codes = 'en de fr es nl pt it pl ru zh ja ar hi tr sv da no fi el cs hu ro uk ko ca eu gl'.split(' ');
    for (const language of LANGUAGES) {
      const display = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' });
      for (const code of codes) {
        const name = display.of(code);
        if (name) languageNames.add(fold(name));
      }
    }
  }
  return languageNames.has(fold(text));
}

/**
 * Whether a text reads as a place written alone: one to three capitalised words that are not a
 * title, an organisation, a language, a nationality or a label of a contact line.
 */
export function isLonePlace(text: string): boolean {
  const words = text.split(' ');
  if (!LONE_PLACE.test(text) || words.length > 3 || !words.some((word) => word.length >= 4)) {
    return false;
  }
  if (NOT_PLACES.has(fold(text)) || isLanguageName(text) || titleScore(text) > 0 || employerScore(text) > 0)
    return false;
  return isKnownCity(text) || !NATIONALITY.test(text);
}

/**
 * The city a written place names: `Berlin-Mitte` → `Berlin`, `Paris 11e` → `Paris`, `Greater
 * London` → `London`, `San Francisco Bay Area` → `San Francisco`, when the shorter name is known.
 */
export function cityName(place: string): string {
  const text = place.trim();
  if (isKnownCity(text)) return text;
  const candidates = [
    text.replace(/^greater\s+/i, '').replace(/\s+(?:bay\s+)?(?:metropolitan\s+)?area$/i, ''),
    text.replace(/\s+\d{1,2}(?:e|er|eme|ème|º|°)?$/i, ''),
    text.split('-')[0] ?? text,
  ];
  return candidates.find((candidate) => candidate !== text && isKnownCity(candidate)) ?? text;
}
