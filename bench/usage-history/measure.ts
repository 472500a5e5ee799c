import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

export interface Figures {
  label: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export function figures(label: string, timings: number[]): Figures {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    label,
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? 0,
  };
}

/** One timed `GET` through the real app (routing, session, query, serialization) with app.inject. */
export async function timedGet(app: FastifyInstance, url: string, cookie: string) {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url, headers: { cookie } });
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return { ms, body: response.json() as { nextCursor?: string | null; items?: unknown[] } };
}

/** `count` timed requests of the same URL, after a few untimed warm-up ones. */
export async function repeat(app: FastifyInstance, url: string, cookie: string, count: number): Promise<number[]> {
  for (let i = 0; i < 10; i++) await timedGet(app, url, cookie);
  const timings: number[] = [];
  for (let i = 0; i < count; i++) timings.push((await timedGet(app, url, cookie)).ms);
  return timings;
}

export function printTable(rows: Figures[], targetMs: number) {
  const fmt = (n: number) => n.toFixed(2).padStart(8);
  console.info(
    `\n${'GET /api/usage'.padEnd(44)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
  );
  for (const r of rows)
    console.info(`${r.label.padEnd(44)} ${String(r.requests).padStart(8)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.max)}`);
  const worst = Math.max(...rows.map((r) => r.p95));
  console.info(
    `\ntarget p95 ≤ ${targetMs} ms: ${worst <= targetMs ? 'met' : 'NOT met'} (worst p95 ${worst.toFixed(2)} ms)`,
  );
}
