import { sql } from 'drizzle-orm';
import { autofillUsage } from '../../db/schema.ts';

/**
 * The status of a fill whose preview was shown but not (yet) applied. Applying it makes it
 * `success` (applyFill). Such a fill that cost nothing (no model was asked) is not part of the
 * history or the roll-ups until it is applied: a closed preview costs nothing and counts nothing.
 * One that paid a model's tokens is listed, as "not applied", with what it cost.
 */
export const NOT_APPLIED_STATUS = 'not_applied';

/**
 * A later step of an application, applied: its fields were added to the fill it continues, so it
 * is not listed itself (unless a model's tokens made it cost something).
 */
export const MERGED_STATUS = 'merged';

/** Whether a usage record counts in the history and the roll-ups (see NOT_APPLIED_STATUS). */
export const isCounted = (record: { status: string; balanceUsed: number }) =>
  !((record.status === NOT_APPLIED_STATUS || record.status === MERGED_STATUS) && record.balanceUsed === 0);

/** The SQL of isCounted, for listing the history. */
export const countedRecords = () =>
  sql`not (${autofillUsage.status} in (${NOT_APPLIED_STATUS}, ${MERGED_STATUS}) and ${autofillUsage.balanceUsed} = 0)`;
