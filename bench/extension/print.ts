import { percentile } from '../sse/percentile.ts';
import type { FillSample } from './measure-fill.ts';

export const GOAL = { p50: 300, p95: 600 } as const;

type Figure = keyof Omit<FillSample, 'rows' | 'filled' | 'hidden'>;

/** The lines printed for each page: label, the sample's figure, indentation. */
const LINES: Array<{ label: string; figure: Figure; depth: number }> = [
  { label: 'click "Fill this page" → preview rows shown', figure: 'clickToPreview', depth: 0 },
  {
    label: 'inject: click → panel in the page (popup → worker, script into all frames)',
    figure: 'clickToPanel',
    depth: 1,
  },
  { label: 'scan: panel → request sent (session read + scan of all frames)', figure: 'panelToRequest', depth: 1 },
  { label: 'request: sent → response read (worker fetch, CDP network)', figure: 'request', depth: 1 },
  { label: 'server time (Server-Timing total)', figure: 'serverTotal', depth: 2 },
  { label: 'of which matching (Server-Timing match)', figure: 'serverMatch', depth: 2 },
  { label: 'render: response → rows shown (rows built, stored, drawn)', figure: 'responseToRows', depth: 1 },
  { label: 'in parallel: panel → preview page first drawn', figure: 'panelToFirstDraw', depth: 1 },
  { label: 'Apply → fields filled (last value set)', figure: 'applyToFilled', depth: 0 },
  { label: 'Apply → first value set (visibility check, messages)', figure: 'applyToFirstValue', depth: 1 },
  { label: 'first → last value set (page engine)', figure: 'firstToLastValue', depth: 1 },
];

const ms = (n: number | null) => (n === null ? '—' : `${Math.round(n)} ms`);

function quantiles(values: number[]): { p50: number | null; p95: number | null } {
  if (values.length === 0) return { p50: null, p95: null };
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

/** The table of one page's fills: p50 and p95 of each figure, and the goal for click → preview. */
export function pageTable(name: string, samples: FillSample[]): string {
  const width = 80;
  const out = [`  ${name} — ${samples.length} fills`, `${' '.repeat(4 + width)}     p50      p95`];
  for (const { label, figure, depth } of LINES) {
    const values = samples.flatMap((s) => (s[figure] === null ? [] : [s[figure]]));
    const { p50, p95 } = quantiles(values);
    const missing = values.length < samples.length ? `  (seen in ${values.length} of ${samples.length})` : '';
    let verdict = '';
    if (figure === 'clickToPreview' && p50 !== null && p95 !== null) {
      verdict = `  goal ≤ ${GOAL.p50} / ≤ ${GOAL.p95}: ${p50 <= GOAL.p50 && p95 <= GOAL.p95 ? 'met' : 'MISSED'}`;
    }
    const text = `${'  '.repeat(depth + 2)}${label}`.padEnd(width + 4);
    out.push(`${text}${ms(p50).padStart(8)} ${ms(p95).padStart(8)}${verdict}${missing}`);
  }
  const rows = quantiles(samples.map((s) => s.rows)).p50;
  const filled = quantiles(samples.map((s) => s.filled)).p50;
  out.push(`    rows proposed ${rows ?? '—'}, fields changed on the page after Apply ${filled ?? '—'} (median)`);
  const hidden = samples.filter((s) => s.hidden).length;
  if (hidden > 0) out.push(`    ${hidden} fills saw the page or preview hidden (frames throttled): figures suspect`);
  return out.join('\n');
}
