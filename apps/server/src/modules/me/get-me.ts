import { type Me, normalizePlan } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, type UserRow } from '../../db/schema.ts';
import { refreshIfDue } from '../plan/refresh-if-due.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The signed-in user's document (docs/product.md#what-we-keep-about-each-thing) from the users row
 * the session lookup read, or null when the user no longer exists. A due credit refresh or end of a
 * cancelled plan is applied first, in a transaction on the locked row; otherwise nothing is locked.
 */
export async function getMe(db: Db, row: UserRow): Promise<Me | null> {
  const user = await refreshIfDue(db, row);
  if (!user) return null;
  const linked = await db
    .select({ providerId: accounts.providerId, accountId: accounts.accountId })
    .from(accounts)
    .where(eq(accounts.userId, user.id))
    .orderBy(accounts.createdAt);
  return {
    uid: user.id,
    displayName: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    photoURL: user.image,
    providerData: linked.map((a) => ({
      providerId: a.providerId,
      uid: a.providerId === 'credential' ? user.email : a.accountId,
    })),
    creationTime: user.createdAt.toISOString(),
    lastSignInTime: iso(user.lastSignInAt),
    createdAt: user.createdAt.toISOString(),
    plan: normalizePlan(user.plan),
    balance: user.balance,
    billingCycle: user.billingCycle === 'monthly' || user.billingCycle === 'annual' ? user.billingCycle : null,
    status: user.status,
    subscriptionId: user.subscriptionId,
    nextBillingTime: iso(user.nextBillingTime),
    nextRefresh: iso(user.nextRefresh),
  };
}
