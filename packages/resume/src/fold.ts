/**
 * Text folded for comparing words: lower case, accents dropped (`Expérience` → `experience`,
 * `Straße` → `strasse`), anything but letters and digits a single space.
 */
export function fold(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
