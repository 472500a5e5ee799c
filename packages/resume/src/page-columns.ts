import { type Fragment, type Line, lineText } from './page-lines.ts';
import { headingOf } from './section-headings.ts';

/**
 * Reading order of a page that may have two columns (a sidebar left or right of the main text).
 *
 * A gutter is the vertical band, in the middle 70 % of the page, that the fewest fragments cross.
 * The fragments that do cross it (a name across the top, a full-width section) cut the page into
 * bands; a band is read column by column when its two sides are columns of their own, and line by
 * line when one side only annotates the other (dates or places aligned right, labels of a table).
 */

/** The part of the page width searched for a gutter, from each side. */
const GUTTER_MARGIN = 0.15;
/** A page whose fragments cross every candidate gutter more often than this is one column. */
const MAX_CROSSING_SHARE = 0.3;
/** A side needs this many lines before it can be a column. */
const MIN_COLUMN_LINES = 3;
/** Two lines closer than this (a fraction of the font size) are consecutive lines of one block. */
const LINE_STEP = 1.6;
/** A larger step between two lines (a fraction of the font size) starts a paragraph. */
const PARAGRAPH_STEP = 1.75;

interface Gutter {
  x: number;
}

/** The fragments' median font size. */
function typicalSize(fragments: readonly Fragment[]): number {
  const sizes = fragments.map((f) => f.size).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 10;
}

/**
 * The gutter of a page's fragments, or null: of the vertical bands at least a letter wide that
 * have a column's worth of lines on both sides, the one the fewest fragments cross (the widest of
 * those), provided few enough do.
 */
function findGutter(fragments: readonly Fragment[], left: number, right: number): Gutter | null {
  if (fragments.length === 0) return null;
  const width = right - left;
  const minWidth = typicalSize(fragments);
  const runs: { start: number; end: number; count: number }[] = [];
  for (let x = Math.ceil(left + GUTTER_MARGIN * width); x <= right - GUTTER_MARGIN * width; x++) {
    const count = fragments.filter((f) => f.x < x && f.right > x).length;
    const run = runs.at(-1);
    if (run && run.count === count && run.end === x - 1) run.end = x;
    else runs.push({ start: x, end: x, count });
  }
  let best: { start: number; end: number; count: number } | undefined;
  for (const run of runs) {
    if (run.end - run.start < minWidth || run.count > MAX_CROSSING_SHARE * fragments.length) continue;
    const leftLines = new Set(fragments.filter((f) => f.right <= run.start).map((f) => Math.round(f.y)));
    const rightLines = new Set(fragments.filter((f) => f.x >= run.end).map((f) => Math.round(f.y)));
    if (leftLines.size < MIN_COLUMN_LINES || rightLines.size < MIN_COLUMN_LINES) continue;
    if (!best || run.count < best.count || (run.count === best.count && run.end - run.start > best.end - best.start)) {
      best = run;
    }
  }
  return best ? { x: (best.start + best.end) / 2 } : null;
}

interface Band {
  left: Line[];
  right: Line[];
  /** The band's whole lines, for reading it line by line. */
  lines: Line[];
}

/** Whether a line holds the same baseline as one of `others`. */
const hasPartner = (line: Line, others: readonly Line[]) =>
  others.some((other) => Math.abs(other.y - line.y) <= 0.35 * Math.max(line.size, other.size));

/** The share of values within `tolerance` of their median. */
function alignedShare(values: readonly number[], tolerance = 2): number {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return values.filter((value) => Math.abs(value - median) <= tolerance).length / Math.max(values.length, 1);
}

/** The share of a side's lines that follow the line above at a line's step (not a paragraph apart). */
function density(lines: readonly Line[]): number {
  let consecutive = 0;
  for (let i = 1; i < lines.length; i++) {
    const [above, below] = [lines[i - 1], lines[i]];
    if (above && below && above.y - below.y <= LINE_STEP * Math.max(above.size, below.size)) consecutive++;
  }
  return consecutive / Math.max(lines.length - 1, 1);
}

/**
 * Whether a band's two sides are columns of their own rather than one side annotating the other.
 * The side with fewer lines annotates when it is aligned right (dates, places at the right margin)
 * or when each of its lines sits on a line of the other side, sparse (labels of entries, a dates
 * column) or as many as the other's (a table of labels and values). Columns run independently.
 */
function isTwoColumns(band: Band): boolean {
  if (band.left.length < MIN_COLUMN_LINES || band.right.length < MIN_COLUMN_LINES) return false;
  const [fewer, more] = band.left.length <= band.right.length ? [band.left, band.right] : [band.right, band.left];
  const lefts = fewer.map((line) => line.fragments[0]?.x ?? 0);
  const rights = fewer.map((line) => Math.max(...line.fragments.map((f) => f.right)));
  if (alignedShare(rights) >= 0.8 && alignedShare(lefts) < 0.7) return false;
  const paired = fewer.filter((line) => hasPartner(line, more)).length / fewer.length;
  if (paired < 0.9) return true;
  // On one line grid: a dense side is a column when the other runs on past it, or when both
  // sides have section headings (a table of labels and values has none on its label side).
  const hasHeading = (lines: readonly Line[]) => lines.some((line) => headingOf(lineText(line.fragments)));
  return density(fewer) >= 0.7 && (more.length >= 1.5 * fewer.length || (hasHeading(fewer) && hasHeading(more)));
}

/** A line of some of a line's fragments, at their own baseline and size. */
const lineOf = (fragments: Fragment[]): Line => ({
  y: fragments[0]?.y ?? 0,
  size: Math.max(...fragments.map((f) => f.size)),
  fragments,
});

/** The page cut into bands at the lines that cross the gutter; those lines are bands of their own. */
function bandsOf(lines: readonly Line[], gutter: Gutter): Band[] {
  const bands: Band[] = [];
  let band: Band = { left: [], right: [], lines: [] };
  const close = () => {
    if (band.lines.length > 0) bands.push(band);
    band = { left: [], right: [], lines: [] };
  };
  for (const line of lines) {
    if (line.fragments.some((f) => f.x < gutter.x && f.right > gutter.x)) {
      close();
      bands.push({ left: [], right: [], lines: [line] });
      continue;
    }
    band.lines.push(line);
    const left = line.fragments.filter((f) => f.right <= gutter.x);
    const right = line.fragments.filter((f) => f.x >= gutter.x);
    if (left.length > 0) band.left.push(lineOf(left));
    if (right.length > 0) band.right.push(lineOf(right));
  }
  close();
  return bands;
}

/** Lines as text, an empty line where the step down is a paragraph's. */
function linesText(lines: readonly Line[]): string[] {
  const out: string[] = [];
  let previous: Line | undefined;
  for (const line of lines) {
    if (previous && previous.y - line.y > PARAGRAPH_STEP * Math.max(line.size, previous.size)) out.push('');
    out.push(lineText(line.fragments));
    previous = line;
  }
  return out;
}

/** A page's lines (top first) in reading order, as text lines with empty lines between blocks. */
export function readingOrder(lines: readonly Line[], page: { left: number; right: number }): string[] {
  const gutter = findGutter(
    lines.flatMap((line) => line.fragments),
    page.left,
    page.right,
  );
  if (!gutter) return linesText(lines);
  const blocks: Line[][] = [];
  let merged: Line[] = [];
  for (const band of bandsOf(lines, gutter)) {
    if (!isTwoColumns(band)) {
      merged.push(...band.lines);
      continue;
    }
    if (merged.length > 0) blocks.push(merged);
    merged = [];
    blocks.push(band.left, band.right);
  }
  if (merged.length > 0) blocks.push(merged);
  return blocks.flatMap((block, i) => (i === 0 ? linesText(block) : ['', ...linesText(block)]));
}
