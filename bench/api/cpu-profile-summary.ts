import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of a V8 `.cpuprofile` (node --cpu-prof) this summary reads. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Frame {
  name: string;
  /** Self time in ms. */
  ms: number;
  share: number;
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Where a script comes from: an npm package, Node itself, FillDeck's own code, or V8 (empty url);
 * with `file`, the script itself (`drizzle-orm/pg-core/dialect.js`, `node:internal/…`).
 */
export function origin(url: string, file = false): string {
  if (url === '') return '(v8/native)';
  if (url.startsWith('node:')) return file ? url : 'node';
  const inModules = url.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const rest = url.slice(inModules + 'node_modules/'.length).split('/');
    const length = rest[0]?.startsWith('@') ? 2 : 1;
    return file ? rest.join('/') : rest.slice(0, length).join('/');
  }
  const local = url.replace(/^file:\/\//, '');
  if (!local.startsWith(root)) return local;
  const relative = path.relative(root, local);
  return file ? relative : relative.split('/').slice(0, 4).join('/');
}

/**
 * Self time per function and per origin (package or folder) of a CPU profile, highest first.
 * `(idle)` (the event loop waiting) is left out of the shares, so they say where the busy time went.
 */
export function summarize(
  file: string,
  top = 25,
  skipMs = 0,
): { busyMs: number; idleMs: number; frames: Frame[]; origins: Frame[] } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= skipMs * 1000) self.set(id, (self.get(id) ?? 0) + delta);
  });
  const frames = new Map<string, number>();
  const origins = new Map<string, number>();
  let idle = 0;
  let busy = 0;
  for (const [id, us] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    if (frame.functionName === '(idle)') {
      idle += us;
      continue;
    }
    busy += us;
    const where = frame.url ? `${origin(frame.url, true)}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    frames.set(name, (frames.get(name) ?? 0) + us);
    const from = frame.url ? origin(frame.url) : frame.functionName;
    origins.set(from, (origins.get(from) ?? 0) + us);
  }
  const ranked = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, share: us / busy }));
  return { busyMs: busy / 1000, idleMs: idle / 1000, frames: ranked(frames), origins: ranked(origins) };
}

/** The summary as lines; `skipMs` leaves out the profile's first milliseconds (start-up, warm-up). */
export function summaryLines(file: string, top = 25, skipMs = 0): string[] {
  const { busyMs, idleMs, frames, origins } = summarize(file, top, skipMs);
  const row = (f: Frame) =>
    `  ${(100 * f.share).toFixed(1).padStart(5)} %  ${f.ms.toFixed(0).padStart(6)} ms  ${f.name}`;
  return [
    `busy ${busyMs.toFixed(0)} ms, idle ${idleMs.toFixed(0)} ms`,
    'self time by origin:',
    ...origins.map(row),
    'self time by function:',
    ...frames.map(row),
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [file, top, skipMs] = process.argv.slice(2);
  if (!file)
    throw new Error('usage: node --import tsx bench/api/cpu-profile-summary.ts <file.cpuprofile> [top] [skip ms]');
  for (const line of summaryLines(file, top ? Number(top) : 25, Number(skipMs ?? 0))) console.info(line);
}
