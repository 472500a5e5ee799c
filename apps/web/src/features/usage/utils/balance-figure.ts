import type { UsageSummary } from '@filldeck/shared';
import { displayBalance } from '../../../lib/user-display.ts';

/**
 * The Balance card's figure: the summary's balance once loaded; when the summary could not be
 * loaded, the user's balance from /api/me, else the starting 500 (docs/product.md#dashboard).
 * Undefined while the summary is loading (the card shows a skeleton).
 */
export function balanceFigure(
  summary: Pick<UsageSummary, 'balance'> | undefined,
  isUnavailable: boolean,
  userBalance: number | null | undefined,
): number | undefined {
  if (summary) return displayBalance(summary.balance);
  return isUnavailable ? displayBalance(userBalance) : undefined;
}
