/** Marks that start a list item. */
const BULLET = /^[\s•·▪▫◦‣⁃●○■□►▶➢➤✓✔❖◆◇*→-]+\s*/u;

/** Whether a line starts with a list mark. */
export const isBullet = (line: string) => /^[•·▪▫◦‣⁃●○■□►▶➢➤✓✔❖◆◇*→]|^[-–]\s/u.test(line.trim());

/** A line without its list mark. */
export const withoutBullet = (line: string) => line.replace(BULLET, '').trim();

/**
 * The résumé's text as lines: trimmed, spaces collapsed (a tab, which separates the cells of a
 * row, kept), empty lines kept once (they separate blocks), invisible characters dropped.
 */
export function resumeLines(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw
      .replace(/[\u200b-\u200d\ufeff\u00ad]/g, '')
      .replace(/[ \u00a0\u2000-\u200a\u202f]+/g, ' ')
      .replace(/ *\t[\t ]*/g, '\t')
      .trim();
    if (line === '' && (lines.length === 0 || lines.at(-1) === '')) continue;
    lines.push(line);
  }
  while (lines.at(-1) === '') lines.pop();
  return lines;
}

/** The parts of a contact or entry line: cells and runs split at `|`, `•`, `·`, tabs and spaced dashes. */
export function lineParts(line: string): string[] {
  return line
    .split(/\t|\s*[|•·▪◆✦⋅]\s*|\s+[–—-]\s+/u)
    .map((part) => part.trim())
    .filter(Boolean);
}
