import { normalizeText, stems } from './text.ts';
import { negates, yesNo } from './yes-no.ts';

/** A choice of a select, radio group or combobox. */
export interface Option {
  value: string;
  text: string;
}

const contains = (text: string, part: string) => ` ${text} `.includes(` ${part} `);

/** A number as written in an option or a value: `1,000`, `50.000`, `50k`, `$75,000`. */
function readNumber(text: string): number {
  const m = /^(\d{1,3}(?:[.,\s]\d{3})+|\d+(?:[.,]\d+)?)\s*(k|m)?\b/i.exec(text.trim());
  if (!m) return Number.NaN;
  const raw = m[1] ?? '';
  const grouped = /^\d{1,3}([.,\s]\d{3})+$/.test(raw);
  let n = grouped ? Number(raw.replace(/[.,\s]/g, '')) : Number(raw.replace(',', '.'));
  if (m[2]?.toLowerCase() === 'k') n *= 1_000;
  if (m[2]?.toLowerCase() === 'm') n *= 1_000_000;
  return n;
}

const NUMBER = String.raw`(\d{1,3}(?:[.,\s]\d{3})+|\d+(?:[.,]\d+)?)\s*(?:(k|m)\b)?`;
const BELOW =
  /\b(less than|under|fewer than|below|up to|max(imum)?|weniger als|unter|bis zu|bis|moins de|jusqu a|menos de|hasta|minder dan|tot|menos de|ate|meno di|fino a|sotto)\s*$/;
const ABOVE =
  /\b(more than|over|at least|above|min(imum)?|from|mehr als|uber|ab|mindestens|plus de|au moins|mas de|desde|meer dan|vanaf|mais de|a partir de|piu di|oltre|almeno)\s*$/;

/** Whether an option ("3-5 years", "10+", "Less than 2", "201–500 employees", "$50k – $75k") holds n. */
export function optionHoldsNumber(optionText: string, n: number): boolean {
  const text = normalizeText(optionText.replace(/[–—]/g, '-')).replace(/\b(\d+) (\d{3})\b/g, '$1$2');
  const raw = optionText.replace(/[–—]/g, '-');
  const range = new RegExp(`${NUMBER}\\s*(?:-|to|bis|a|à|tot|al|ate|até)\\s*\\D{0,3}${NUMBER}`, 'i').exec(raw);
  if (range) {
    const low = readNumber(`${range[1]}${range[2] ?? ''}`);
    const high = readNumber(`${range[3]}${range[4] ?? ''}`);
    return n >= low && n <= high;
  }
  const plus = new RegExp(`${NUMBER}\\s*\\+`, 'i').exec(raw);
  if (plus) return n >= readNumber(`${plus[1]}${plus[2] ?? ''}`);
  const single = new RegExp(NUMBER, 'i').exec(raw);
  if (!single) return false;
  const bound = readNumber(`${single[1]}${single[2] ?? ''}`);
  const before = normalizeText(raw.slice(0, single.index));
  if (BELOW.test(before))
    return /\b(up to|bis zu|bis|jusqu a|hasta|tot|ate|fino a|max)\b/.test(before) ? n <= bound : n < bound;
  if (ABOVE.test(before))
    return /\b(more than|over|mehr als|uber|plus de|mas de|meer dan|mais de|piu di|oltre)\b/.test(before)
      ? n > bound
      : n >= bound;
  if (/\b(or more|or above|and above|and over|plus|oder mehr|ou plus|o mas|of meer|ou mais|o piu)\b/.test(text))
    return n >= bound;
  if (/\b(or less|or fewer|or under|and under|oder weniger|ou moins|o menos|of minder|ou menos|o meno)\b/.test(text))
    return n <= bound;
  return false;
}

const numbersIn = (text: string): string[] => text.match(/\d+/g) ?? [];

/**
 * The option whose words hold the wanted words or are held by them, by stem ("Renting" ↔ "Rent",
 * "11-50 employees" ↔ "11-50", "Returns" ↔ "Returns & refunds"); the closest such option.
 */
function byStems(options: Option[], wanted: string): Option | undefined {
  const want = new Set(stems(wanted));
  if (want.size === 0) return undefined;
  // "3 Monate zum Monatsende" is not "1 Monat": numbers must agree where both have some.
  const wantNumbers = numbersIn(wanted);
  let best: Option | undefined;
  let bestScore = 0;
  for (const option of options) {
    const have = new Set(stems(option.text));
    if (have.size === 0) continue;
    const theirNumbers = numbersIn(option.text);
    if (wantNumbers.length > 0 && theirNumbers.length > 0 && !theirNumbers.some((n) => wantNumbers.includes(n)))
      continue;
    const shared = [...want].filter((w) => have.has(w)).length;
    if (shared < Math.min(want.size, have.size)) continue;
    const score = shared / Math.max(want.size, have.size);
    if (score > bestScore) {
      best = option;
      bestScore = score;
    }
  }
  return bestScore >= 0.5 ? best : undefined;
}

/** A month in days, on average. */
const MONTH = 30.44;

/** Units of time in the supported languages, in days. */
const UNITS: Array<[RegExp, number]> = [
  [/\b(days?|tage?n?|jours?|dias?|dagen|dag|giorni|giorno)\b/, 1],
  [/\b(weeks?|wochen|woche|semaines?|semanas?|weken|week|settimane|settimana)\b/, 7],
  [/\b(months?|monate?n?|mois|mes(es)?|maanden|maand|mesi|mese)\b/, MONTH],
  [/\b(years?|jahre?n?|ans?|annees?|anos?|jaar|jaren|anni|anno)\b/, 365.25],
];

/** The length in days of a unit a text names, or null. */
function unitOf(text: string): number | null {
  const norm = normalizeText(text);
  for (const [pattern, days] of UNITS) if (pattern.test(norm)) return days;
  return null;
}

/** How many of one unit make another: a month is 30 days where days are counted ("2 meses" is "31 a 60 dias"). */
function unitRatio(from: number, to: number): number {
  if (from === MONTH && to === 1) return 30;
  if (from === 1 && to === MONTH) return 1 / 30;
  return from / to;
}

/** A value's number when it is one with at most a unit ("7", "10 years", "350 people", "$60,000"). */
function numberOf(text: string): number {
  const t = text.trim().replace(/^[$€£]\s*/, '');
  if (!/^\d[\d.,\s]*(k|m)?\s*[\p{L}\s$€£%]*$/iu.test(t)) return Number.NaN;
  return readNumber(t);
}

/**
 * A value's whole number alone, for a box that asks for the number only: "78.000 € brutto im
 * Jahr" → "78000", "£85k" → "85000", "168 cm" → "168". Null when the value is no single number or
 * holds a fraction ("1,65 m", "1.5k").
 */
export function plainNumber(text: string): string | null {
  const found = text.match(/\d{1,3}(?:[.,\s’']\d{3})+(?!\d)|\d+(?:[.,]\d+)?/g);
  if (found?.length !== 1) return null;
  const raw = found[0] ?? '';
  if (/[.,]\d{1,2}$/.test(raw)) return null;
  const thousands = /^\d{1,3}([.,\s’']\d{3})+$/.test(raw);
  if (!thousands && /\D/.test(raw)) return null;
  const n = Number(raw.replace(/\D/g, ''));
  const after = text.slice(text.indexOf(raw) + raw.length);
  return String(/^\s*k\b/i.test(after) ? n * 1_000 : n);
}

/** A calendar year, alone or in an option's text. */
const YEAR = /^(19|20)\d\d$/;
const YEAR_IN = /\b(19|20)\d\d\b/;

/**
 * The option matching one of the wanted texts: by value, then by text, then an option text
 * holding the wanted words ("CA - California"), then by stems, then yes and no in any supported
 * language, then a number in a range. Placeholder options ("Select…", empty values) never match.
 */
/**
 * An option written for either sex ("Casado(a)", "Divorciado/a", "Marié(e)"): each of its words as
 * a person says it ("casado", "casada"; "marie", "mariee").
 */
function genderForms(text: string): string[] {
  const m = /^(.*\p{L})\s*[(/]\s*(\p{L}{1,2})\s*\)?\s*$/u.exec(text.trim());
  if (!m?.[1] || !m[2]) return [];
  const [, base, ending] = m;
  const forms = [base, `${base}${ending}`];
  if (/o$/i.test(base) && /^a$/i.test(ending)) forms.push(`${base.slice(0, -1)}a`);
  return forms.map(normalizeText);
}

export function pickOption<T extends Option>(options: readonly T[], wanted: readonly string[]): T | undefined {
  const usable = options.filter((o) => o.value !== '' || o.text !== '');
  const targets = wanted.map((w) => ({ raw: w.trim(), norm: normalizeText(w) })).filter((w) => w.norm);
  for (const target of targets) {
    const hit =
      usable.find((o) => o.value === target.raw) ?? usable.find((o) => normalizeText(o.value) === target.norm);
    if (hit && normalizeText(hit.text) !== '') return hit;
    const byText = usable.find((o) => normalizeText(o.text) === target.norm);
    if (byText) return byText;
  }
  for (const target of targets) {
    const hit = usable.find((o) => genderForms(o.text).includes(target.norm));
    if (hit) return hit;
  }
  for (const target of targets) {
    // A number is looked for in ranges below, not inside "0-7 years".
    if (target.norm.length < 2 || !Number.isNaN(numberOf(target.raw))) continue;
    const hit = usable.find((o) => contains(normalizeText(o.text), target.norm));
    if (hit) return hit;
  }
  for (const target of targets) {
    const answer = yesNo(target.raw);
    if (answer === null) continue;
    const hits = usable.filter((o) => yesNo(o.text) === answer || (o.text === '' && yesNo(o.value) === answer));
    if (hits.length === 1) return hits[0];
  }
  // "No" for a list of statements ("I identify as a protected veteran", "I am not a protected
  // veteran", "I don't wish to answer"): the one statement that says not.
  for (const target of targets) {
    if (yesNo(target.raw) !== false) continue;
    const hits = usable.filter((o) => o.text.trim().split(/\s+/).length > 2 && negates(o.text));
    if (hits.length === 1) return hits[0];
  }
  for (const target of targets) {
    const n = numberOf(target.raw);
    if (Number.isNaN(n)) continue;
    // A calendar year ("2014") is no count: only a list of years takes it ("2010–2015"), never "15+".
    if (YEAR.test(target.raw) && !usable.some((o) => YEAR_IN.test(o.text))) continue;
    // "8 weeks" against options in months: compare in the options' unit.
    const unit = unitOf(target.raw);
    const hit = usable.find((o) => {
      const theirs = unitOf(o.text);
      const value = unit && theirs && unit !== theirs ? n * unitRatio(unit, theirs) : n;
      return optionHoldsNumber(o.text, Math.round(value * 10) / 10);
    });
    if (hit) return hit;
  }
  for (const target of targets) {
    const hit = byStems(usable as T[], target.raw) as T | undefined;
    if (hit) return hit;
  }
  return undefined;
}

/**
 * A list that has nothing to choose yet: only a placeholder ("Loading…", "Choose a country
 * first"). Its options come after another choice; the page engine fills it in a second pass.
 */
export function awaitsOptions(options: ReadonlyArray<{ value: string; disabled?: boolean }>): boolean {
  return options.length <= 1 || options.every((o) => o.value === '' || o.disabled === true);
}
