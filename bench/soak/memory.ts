import { readFileSync } from 'node:fs';

/** A process's resident memory in MiB (Linux /proc), or null when it is gone. */
export function rssMiB(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
    return Number.isFinite(kib) ? Math.round(kib / 102.4) / 10 : null;
  } catch {
    return null;
  }
}
