import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/** The machine's CPU counters (/proc/stat, the `cpu` line, in clock ticks), or null off Linux. */
interface CpuTicks {
  total: number;
  idle: number;
  steal: number;
}

function cpuTicks(): CpuTicks | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { total: user + nice + system + idle + iowait + irq + softirq + steal, idle: idle + iowait, steal };
  } catch {
    return null;
  }
}

export interface LoadWatch {
  /** One line: the load averages at start and end, the CPU count, and busy and steal shares over the run. */
  note(): string;
}

/** Starts watching the machine's load; `note()` says how busy it was since. */
export function watchLoad(): LoadWatch {
  const startLoad = loadavg();
  const start = cpuTicks();
  const fmt = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  return {
    note() {
      const end = cpuTicks();
      let shares = 'CPU steal: /proc/stat not readable';
      if (start && end && end.total > start.total) {
        const span = end.total - start.total;
        const pct = (n: number) => `${((100 * n) / span).toFixed(1)} %`;
        shares = `CPU busy ${pct(span - (end.idle - start.idle))}, steal ${pct(end.steal - start.steal)} over the run`;
      }
      return `machine: load avg (1/5/15 min) ${fmt(startLoad)} at start, ${fmt(loadavg())} at end, ${availableParallelism()} CPUs; ${shares}`;
    },
  };
}
