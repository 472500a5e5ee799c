import { texts } from '@filldeck/shared';
import type { UserRow } from '../../db/schema.ts';
import { PlanError } from '../plan/plan-errors.ts';

/** Where the plans are, when the caller does not know the server's public address. */
export const PLANS_PATH = '/subscription';

const refillDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The 402 of a fill the balance cannot pay for (docs/api-autofill.md#errors): how much it needs
 * and the balance, when the credits refill (the user's `nextRefresh`, read after any refresh that
 * was due, so it lies ahead) and where the plans are. The extension shows the text as it is.
 */
export function notEnoughCredits(
  needed: number,
  balance: number,
  user: Pick<UserRow, 'nextRefresh'>,
  plansUrl = PLANS_PATH,
): PlanError {
  const refillsOn = user.nextRefresh ? refillDate.format(user.nextRefresh) : null;
  return new PlanError('credits', texts.autofill.notEnoughCredits(needed, balance, { refillsOn, plansUrl }));
}
