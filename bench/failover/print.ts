import type { Kept } from './check.ts';
import type { Outage } from './live-stream.ts';
import type { Failure } from './load.ts';

interface Report {
  users: number;
  streams: { outages: Outage[]; events: number }[];
  seconds: number;
  load: { failures: Failure[]; requests: Map<string, number> };
  phases: { phase: string; from: number }[];
  starts: { label: string; ms: number }[];
  kept: Kept;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The phase running at a moment (phases are in order; the last one that began before it). */
function phaseAt(phases: Report['phases'], at: number): string {
  return phases.filter((p) => p.from <= at).at(-1)?.phase ?? 'before';
}

export function printReport(report: Report): void {
  const { load, phases, kept } = report;
  const total = [...load.requests.values()].reduce((a, b) => a + b, 0);
  console.info('\nFailover: PostgreSQL 15, two instances from the build behind nginx (deploy/nginx/filldeck.conf)');
  console.info(`  instance start → ready: ${report.starts.map((x) => `${x.label} ${s(x.ms)}`).join(', ')}`);
  console.info(
    `  load: ${report.users} signed-in users, ${report.streams.length} live-update streams, ${total} requests in ${report.seconds.toFixed(0)} s (${(total / report.seconds).toFixed(0)} req/s)`,
  );
  console.info(`  acknowledged writes kept: ${kept.acknowledged - kept.lost.length}/${kept.acknowledged}`);
  for (const line of kept.lost) console.info(`    lost: ${line}`);

  const names = [...new Set(phases.map((p) => p.phase))].filter((name) => name !== 'end');
  for (const name of names) {
    const failed = load.failures.filter((f) => f.phase === name);
    const requests = load.requests.get(name) ?? 0;
    const span = failed.length > 0 ? ` over ${s((failed.at(-1)?.at ?? 0) - (failed[0]?.at ?? 0))}` : '';
    const outages = report.streams
      .flatMap((stream) => stream.outages)
      .filter((o) => phaseAt(phases, o.lostAt) === name);
    const recovered = outages.map((o) => (o.recoveredAt ?? Number.NaN) - o.lostAt).sort((a, b) => a - b);
    const streamsText =
      outages.length === 0
        ? 'no live-update stream cut'
        : `${outages.length} live-update stream(s) cut, events again after ${recovered.map(s).join(', ')}`;
    console.info(`  ${name.padEnd(16)} failed requests ${failed.length}/${requests}${span}; ${streamsText}`);
    const kinds = new Map<string, number>();
    for (const f of failed) kinds.set(f.what, (kinds.get(f.what) ?? 0) + 1);
    for (const [what, count] of kinds) console.info(`    ${count} × ${what}`);
  }
  const events = report.streams.reduce((sum, stream) => sum + stream.events, 0);
  console.info(`  live-update events received: ${events}`);
}
