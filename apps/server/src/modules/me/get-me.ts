import { type Me, normalizePlan } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import { refreshBalance } from '../usage/refresh-balance.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The signed-in user's document (spec section 3, User), or null when the user no longer exists.
 * Read in a transaction after any due credit refresh or end of a cancelled plan.
 */
export async function getMe(db: Db, userId: string): Promise<Me | null> {
  return db.transaction((tx) => readMe(tx, userId));
}

async function readMe(db: Db, userId: string): Promise<Me | null> {
  const user = await refreshBalance(db, userId);
  if (!user) return null;
  const linked = await db
    .select({ providerId: accounts.providerId, accountId: accounts.accountId })
    .from(accounts)
    .where(eq(accounts.userId, userId))
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
