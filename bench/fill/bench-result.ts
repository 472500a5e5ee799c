/** What one case scored. */
export interface CaseResult {
  name: string;
  correct: number;
  /** Listed fields given a value that is not the expected one (all of a failed case's). The rest of the misses were left empty. */
  wrong: number;
  /** Fields the case lists: each counts once, also when the case failed. */
  total: number;
  /** Fields the engine found and sent to the server. */
  sent: number;
  serverMs: number | null;
  pageMs: number | null;
  /** Why the case could not run to the end (its listed fields then count as wrong). */
  error?: string;
  misses: Array<{ key: string; outcome: 'empty' | 'wrong'; expected: string; got: string }>;
  /** Values the engine received but could not apply. */
  notApplied: Array<{ key: string; reason: string }>;
  /** Problems of the case itself (a key matching several elements). */
  warnings: string[];
}

/** The generated 50-field form, filled `runs` times. */
export interface TimingResult {
  runs: number;
  serverMedianMs: number | null;
  /** The built-in matcher's part of the server time (Server-Timing `match`). */
  matchMedianMs: number | null;
  pageMedianMs: number | null;
  /** Fields the first run filled as the template says, of 50. */
  correct: number;
  total: number;
  errors: string[];
}

export interface BenchResult {
  cases: CaseResult[];
  correct: number;
  wrong: number;
  total: number;
  /** Median over the cases that were sent to the server. */
  serverMedianMs: number | null;
  /** Median in-page time (scan + fill) over the cases whose page was scanned. */
  pageMedianMs: number | null;
  timing: TimingResult | null;
  /** Every line printed, the last being `fields correct: N/M (P%)` and the one before `fields wrong: N/M (P%)`. */
  lines: string[];
}
