import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxSubscriptions } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SandboxRow } from './sandbox-provider.ts';

export type SandboxDecision = 'approve' | 'cancel';

export const sandboxCheckoutNotFound = () => new AppError(404, 'Checkout not found.');

export async function getSandboxCheckout(db: Db, id: string): Promise<SandboxRow> {
  const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  if (!row) throw sandboxCheckoutNotFound();
  return row;
}

/** Appends `subscription_id` to a return or cancel URL, as PayPal does. */
function withSubscriptionId(url: string, id: string): string {
  const target = new URL(url);
  target.searchParams.set('subscription_id', id);
  return target.toString();
}

/**
 * The payer's decision on the sandbox approval page: approve activates the subscription, cancel
 * abandons it; either way the browser goes back to FillDeck. A checkout is decided once; asking
 * again leads back to where the first decision went.
 */
export async function decideSandboxCheckout(db: Db, id: string, decision: SandboxDecision, now = new Date()) {
  const row = await getSandboxCheckout(db, id);
  if (row.status === 'APPROVAL_PENDING') {
    const status = decision === 'approve' ? 'ACTIVE' : 'CANCELLED';
    const approvedAt = decision === 'approve' ? now : null;
    const [updated] = await db
      .update(sandboxSubscriptions)
      .set({ status, approvedAt })
      .where(and(eq(sandboxSubscriptions.id, id), eq(sandboxSubscriptions.status, 'APPROVAL_PENDING')))
      .returning();
    if (updated) return redirectFor(updated);
    return redirectFor(await getSandboxCheckout(db, id));
  }
  return redirectFor(row);
}

function redirectFor(row: SandboxRow): string {
  const approved = row.approvedAt !== null;
  return withSubscriptionId(approved ? row.returnUrl : row.cancelUrl, row.id);
}
