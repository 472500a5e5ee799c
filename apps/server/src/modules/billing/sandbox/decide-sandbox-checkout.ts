import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxSubscriptions } from '../../../db/schema.ts';
import type { SandboxRow } from './sandbox-provider.ts';

export type SandboxDecision = 'approve' | 'cancel';

/**
 * The checkout, when it exists and belongs to the user (the subscription's `custom_id`); null
 * otherwise, so another user's checkout looks like a missing one.
 */
export async function findOwnSandboxCheckout(db: Db, id: string, userId: string): Promise<SandboxRow | null> {
  const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  return row && row.userId === userId ? row : null;
}

/** Appends `subscription_id` to a return or cancel URL, as PayPal does. */
function withSubscriptionId(url: string, id: string): string {
  const target = new URL(url);
  target.searchParams.set('subscription_id', id);
  return target.toString();
}

/**
 * The payer's decision on the sandbox approval page: approve activates the subscription, cancel
 * abandons it; either way the browser goes back to FillDeck (the returned URL). Only the user the
 * checkout was made for may decide (null otherwise). A checkout is decided once; asking again
 * leads back to where the first decision went.
 */
export async function decideSandboxCheckout(
  db: Db,
  input: { id: string; userId: string; decision: SandboxDecision },
  now = new Date(),
): Promise<string | null> {
  const row = await findOwnSandboxCheckout(db, input.id, input.userId);
  if (!row) return null;
  if (row.status !== 'APPROVAL_PENDING') return redirectFor(row);
  const approve = input.decision === 'approve';
  const [updated] = await db
    .update(sandboxSubscriptions)
    .set({ status: approve ? 'ACTIVE' : 'CANCELLED', approvedAt: approve ? now : null })
    .where(and(eq(sandboxSubscriptions.id, row.id), eq(sandboxSubscriptions.status, 'APPROVAL_PENDING')))
    .returning();
  if (updated) return redirectFor(updated);
  // Decided meanwhile by a concurrent post: go where that decision went.
  const decided = await findOwnSandboxCheckout(db, row.id, input.userId);
  return decided && redirectFor(decided);
}

function redirectFor(row: SandboxRow): string {
  const approved = row.approvedAt !== null;
  return withSubscriptionId(approved ? row.returnUrl : row.cancelUrl, row.id);
}
