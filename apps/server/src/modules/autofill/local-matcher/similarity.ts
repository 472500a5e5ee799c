import { stems } from '@filldeck/fill-rules';

const cache = new Map<string, ReadonlySet<string>>();
const CACHE_LIMIT = 10_000;

/**
 * A text's word stems as a set, remembered: a fill compares every page label with every template
 * label, so each text is split once instead of once per pair.
 */
function stemSet(text: string): ReadonlySet<string> {
  let set = cache.get(text);
  if (set === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    set = new Set(stems(text));
    cache.set(text, set);
  }
  return set;
}

/**
 * Dice similarity of two texts' word stems (0..1). "Number" beside one word said by the other
 * side adds nothing: "SIRET" and "N° SIRET", "Passport" and "Passport number" ask the same.
 */
export function similarity(a: string, b: string): number {
  const left = stemSet(a);
  const right = stemSet(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const stem of left) if (right.has(stem)) shared++;
  const oneSided = left.has('number') !== right.has('number') && Math.min(left.size, right.size) === 1 ? 1 : 0;
  return (2 * shared) / (left.size + right.size - oneSided);
}

/** How much of `short` (a template label) is found in `long` (a page label, often a question). */
export function coverage(short: string, long: string): number {
  const needles = stemSet(short);
  const hay = stemSet(long);
  if (needles.size === 0 || hay.size === 0) return 0;
  let found = 0;
  for (const stem of needles) if (hay.has(stem)) found++;
  return found / needles.size;
}
