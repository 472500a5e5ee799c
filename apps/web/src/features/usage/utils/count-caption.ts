import { formatNumber } from '#lib/format.ts';

/**
 * The caption under a Templates / Components / Projects count: how many the plan allows, and how
 * many are locked when the user has more than that (after a downgrade nothing is deleted).
 */
export function countCaption(count: number | undefined, limit: number, planName: string): string {
  if (limit === 0) return `Not included in ${planName}`;
  const allowed = `of ${formatNumber(limit)} on ${planName}`;
  if (count === undefined || count <= limit) return allowed;
  return `${allowed} · ${formatNumber(count - limit)} locked`;
}
