import { PLAN_LIMITS, texts } from '@filldeck/shared';

/** The name to show for a user: their display name, or 'Guest' when they have none. */
export function displayName(name: string | null | undefined): string {
  return name?.trim() || texts.shell.guest;
}

/**
 * The credit balance to show; a new account's (Free's monthly credits) when it is missing
 * (docs/product.md#limits-plans-and-credits).
 */
export function displayBalance(balance: number | null | undefined): number {
  return typeof balance === 'number' && Number.isFinite(balance) ? balance : PLAN_LIMITS.free.monthlyCredits;
}

/**
 * A subscription status as the product shows it (docs/product.md#subscription-and-billing):
 * underscores as spaces ('past_due' → 'past due').
 */
export function displayStatus(status: string): string {
  return status.replaceAll('_', ' ');
}
