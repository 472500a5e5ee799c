/**
 * Dates and periods as résumés write them, in the supported languages: `03/2020 – heute`,
 * `Jan 2019 - Present`, `septembre 2018 à aujourd'hui`, `2015–2019`, `seit 2021`, `desde 2020`.
 */
const MONTHS = [
  // en
  'january|february|march|april|may|june|july|august|september|october|november|december',
  'jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec',
  // de
  'januar|jänner|februar|märz|maerz|mai|juni|juli|oktober|dezember|mär|okt|dez',
  // fr
  'janvier|février|fevrier|mars|avril|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|janv|févr|fevr|avr|juil|déc',
  // es
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|ene|abr|ago|dic',
  // nl
  'januari|februari|maart|mei|augustus|mrt',
  // pt
  'janeiro|fevereiro|março|marco|maio|junho|julho|setembro|outubro|novembro|dezembro|fev|set|out|dez',
  // it
  'gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|gen|mag|giu|lug|ott',
].join('|');

/** Words for "until now". */
const PRESENT = [
  'till date',
  'to date',
  'till now',
  'until now',
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'date',
  'heute',
  'jetzt',
  'aktuell',
  'derzeit',
  'dato',
  "aujourd['’]hui",
  'présent',
  'actuel',
  'actuellement',
  'en cours',
  'ce jour',
  'actualidad',
  'presente',
  'hoy',
  'actual',
  'actualmente',
  'la fecha',
  'heden',
  'nu',
  'huidig',
  'atual',
  'atualmente',
  'actualidade',
  'o momento',
  'oggi',
  'attuale',
  'in corso',
].join('|');

const YEAR = '(?:19|20)\\d{2}';
/** One date: `März 2020`, `Mar. 2020`, `03/2020`, `03.2020`, `2020-03`, `3/20`, or a year. */
const DATE = `(?:(?:${MONTHS})\\.?\\s*(?:de\\s+)?${YEAR}|(?:0?[1-9]|1[0-2])\\s*[/.]\\s*${YEAR}|${YEAR}\\s*[-/.]\\s*(?:0?[1-9]|1[0-2])(?!\\d)|${YEAR})`;
const UNTIL = `(?:bis\\s+)?(?:${PRESENT})`;
const SEPARATOR = '\\s*(?:[-–—‒~]|to|bis|until|à|au|a|al|hasta|tot|até|ao|fino a|-\\s*>)\\s*';
const SINCE = "(?:since|seit|depuis|desde|sinds|dal|dall['’]|da|from|ab|vanaf|de)";

const RANGE_SOURCE = `(?:${DATE}${SEPARATOR}(?:${DATE}|${UNTIL})|${SINCE}\\s+${DATE}|${DATE})`;

/** A period or a single date, as a whole-word match. */
export const DATE_RANGE = new RegExp(`(?<![\\p{L}\\d])${RANGE_SOURCE}(?![\\p{L}\\d])`, 'giu');

/** Whether a line holds a date or a period. */
export function hasDate(line: string): boolean {
  DATE_RANGE.lastIndex = 0;
  return DATE_RANGE.test(line);
}

/** The line without its dates and periods, and the brackets and separators left around them. */
export function withoutDates(line: string): string {
  return line
    .replace(DATE_RANGE, ' ')
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/ *\t[\t ]*/g, '\t')
    .replace(/ {2,}/g, ' ')
    .trim();
}
