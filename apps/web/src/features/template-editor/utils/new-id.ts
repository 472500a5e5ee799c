import { AD_HOC_ID_PREFIX, SECTION_ID_PREFIX } from '@filldeck/shared';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const SUFFIX_LENGTH = 12;

function randomSuffix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SUFFIX_LENGTH));
  // 256 is not a multiple of 36, so the first letters are a little more likely: fine for ids.
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** `prefix` + 12 random letters and digits, different from every id in `taken`. */
export function newId(prefix: string, taken: Iterable<string> = []): string {
  const used = new Set(taken);
  let id = `${prefix}${randomSuffix()}`;
  while (used.has(id)) id = `${prefix}${randomSuffix()}`;
  return id;
}

/** A section id: `sec_…` (docs/product.md#what-we-keep-about-each-thing). */
export function newSectionId(taken: Iterable<string> = []): string {
  return newId(SECTION_ID_PREFIX, taken);
}

/** An ad-hoc field id: `adhoc_…` (docs/product.md#what-we-keep-about-each-thing). */
export function newAdHocFieldId(taken: Iterable<string> = []): string {
  return newId(AD_HOC_ID_PREFIX, taken);
}
