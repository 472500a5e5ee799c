import type { PageFieldOption } from '@filldeck/shared';
import { normalizeText, stems } from './tokenize.ts';

const contains = (text: string, part: string) => ` ${text} `.includes(` ${part} `);

/** A number against option ranges such as "3-5 years", "10+", "Less than 2". */
function inRange(option: string, n: number): boolean {
  const range = /(\d+)\s*(?:-|–|to)\s*(\d+)/.exec(option);
  if (range) return n >= Number(range[1]) && n <= Number(range[2]);
  const plus = /(\d+)\s*\+|(?:more than|over|at least)\s*(\d+)/i.exec(option);
  if (plus) return n >= Number(plus[1] ?? plus[2]);
  const less = /(?:less than|under|fewer than)\s*(\d+)/i.exec(option);
  if (less) return n < Number(less[1]);
  return false;
}

/**
 * The option whose words hold the wanted words or are held by them, by stem ("Renting" ↔ "Rent",
 * "11-50 employees" ↔ "11-50", "Returns" ↔ "Returns & refunds"); the closest such option.
 */
function byStems(options: PageFieldOption[], wanted: string): PageFieldOption | undefined {
  const want = new Set(stems(wanted));
  if (want.size === 0) return undefined;
  let best: PageFieldOption | undefined;
  let bestScore = 0;
  for (const option of options) {
    const have = new Set(stems(option.text));
    if (have.size === 0) continue;
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

/**
 * The option matching one of the wanted texts: by value, then by text, then an option text
 * holding the wanted words ("CA - California"), then a numeric range. Placeholder options
 * ("Select…", empty values) never match.
 */
export function pickOption(options: PageFieldOption[], wanted: string[]): PageFieldOption | undefined {
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
    if (target.norm.length < 2) continue;
    const hit = usable.find((o) => contains(normalizeText(o.text), target.norm));
    if (hit) return hit;
  }
  for (const target of targets) {
    const hit = byStems(usable, target.raw);
    if (hit) return hit;
  }
  for (const target of targets) {
    const n = /^\d+(\.\d+)?$/.test(target.norm.replace(/ /g, '')) ? Number(target.raw) : Number.NaN;
    if (Number.isNaN(n)) continue;
    const hit = usable.find((o) => inRange(o.text, n));
    if (hit) return hit;
  }
  return undefined;
}

const YES = /^(y|yes|true|on|1|checked|agree|i agree|accept|sure|ok|willing)$/;
const NO = /^(n|no|false|off|0|unchecked|decline|not willing|none)$/;

/** A yes/no answer in a text, or null when it is neither. */
export function yesNo(text: string): boolean | null {
  const norm = normalizeText(text);
  if (YES.test(norm) || /^yes\b/.test(norm)) return true;
  if (NO.test(norm) || /^no\b/.test(norm)) return false;
  return null;
}
