import { rightOf, type TextItem } from './text-item.ts';

/**
 * Text runs of one line that sit close together (word gaps, not a tab stop): a line of a column,
 * or one cell of a row whose cells are far apart.
 */
export interface Fragment {
  text: string;
  x: number;
  right: number;
  y: number;
  size: number;
}

/** One baseline of a page, its fragments from left to right. */
export interface Line {
  y: number;
  size: number;
  fragments: Fragment[];
}

/** Items whose baselines differ by less than this share a line (a fraction of the font size). */
const BASELINE_TOLERANCE = 0.35;
/** A gap wider than this (a fraction of the font size) between two runs is a word space. */
const SPACE_GAP = 0.15;
/** A gap wider than this (a fraction of the font size) separates two fragments (a tab stop, a column). */
const FRAGMENT_GAP = 1.5;

/** Items grouped into lines by baseline, top of the page first, each line's items left to right. */
function itemLines(items: readonly TextItem[]): TextItem[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: TextItem[][] = [];
  let current: TextItem[] = [];
  let baseline = Number.NaN;
  for (const item of sorted) {
    const tolerance = BASELINE_TOLERANCE * Math.max(item.size, 1);
    if (current.length > 0 && Math.abs(item.y - baseline) <= tolerance) {
      current.push(item);
      continue;
    }
    if (current.length > 0) lines.push(current);
    current = [item];
    baseline = item.y;
  }
  if (current.length > 0) lines.push(current);
  return lines.map((line) => line.sort((a, b) => a.x - b.x));
}

/** Joins a fragment's runs, with a space where the gap between two is wider than a letter's spacing. */
function joinRuns(runs: readonly TextItem[]): string {
  let text = '';
  let end = Number.NaN;
  for (const run of runs) {
    const gap = run.x - end;
    const needsSpace = gap > SPACE_GAP * run.size && !/\s$/.test(text) && !/^\s/.test(run.text);
    text += (needsSpace ? ' ' : '') + run.text;
    end = Math.max(Number.isNaN(end) ? rightOf(run) : end, rightOf(run));
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** The fragments of one line of items: runs split where the gap is a tab stop or a column gutter. */
function fragmentsOf(line: readonly TextItem[]): Fragment[] {
  const fragments: Fragment[] = [];
  let runs: TextItem[] = [];
  const flush = () => {
    const text = joinRuns(runs);
    const first = runs[0];
    if (text && first) {
      fragments.push({
        text,
        x: first.x,
        right: Math.max(...runs.map(rightOf)),
        y: first.y,
        size: Math.max(...runs.map((run) => run.size)),
      });
    }
    runs = [];
  };
  let end = Number.NaN;
  for (const item of line) {
    if (runs.length > 0 && item.x - end > FRAGMENT_GAP * Math.max(item.size, 1)) flush();
    runs.push(item);
    end = runs.length === 1 ? rightOf(item) : Math.max(end, rightOf(item));
  }
  flush();
  return fragments;
}

/**
 * A page's text items as lines of fragments, top first. Blank runs are dropped: the spaces between
 * words come back from the gaps, so a run of spaces cannot bridge a tab stop or a gutter.
 */
export function pageLines(items: readonly TextItem[]): Line[] {
  const visible = items.filter((item) => item.text.trim() !== '');
  const lines: Line[] = [];
  for (const itemsOfLine of itemLines(visible)) {
    const fragments = fragmentsOf(itemsOfLine);
    const first = fragments[0];
    if (!first) continue;
    lines.push({ y: first.y, size: Math.max(...fragments.map((f) => f.size)), fragments });
  }
  return lines;
}

/** A line's text: fragments joined by a tab where they stand apart. */
export const lineText = (fragments: readonly Fragment[]) => fragments.map((f) => f.text).join('\t');
