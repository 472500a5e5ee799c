import { displayStatus } from '#lib/user-display.ts';

export type StatusTone = 'success' | 'error' | 'neutral';

const SUCCESS = new Set(['success', 'succeeded', 'completed', 'ok', 'filled']);
const ERROR = new Set(['error', 'failed', 'failure', 'refused', 'cancelled']);

/** The colour of a usage record's status badge; its text is the status with underscores as spaces. */
export function usageStatus(status: string): { label: string; tone: StatusTone } {
  const key = status.toLowerCase();
  const tone: StatusTone = SUCCESS.has(key) ? 'success' : ERROR.has(key) ? 'error' : 'neutral';
  return { label: displayStatus(status), tone };
}
