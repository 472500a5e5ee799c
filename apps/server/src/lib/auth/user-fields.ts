import { PLAN_LIMITS, safeDisplayName } from '@filldeck/shared';
import type { BetterAuthOptions } from 'better-auth';
import { addMonths } from '../add-months.ts';

/**
 * FillDeck's fields on the user (docs/product.md#what-we-keep-about-each-thing). `input: false`: no
 * client can set them through sign-up or update-user; only the server (billing, credits) writes
 * them.
 */
export const userAdditionalFields = {
  plan: { type: 'string', required: false, defaultValue: 'free', input: false },
  balance: { type: 'number', required: false, defaultValue: PLAN_LIMITS.free.monthlyCredits, input: false },
  billingCycle: { type: 'string', required: false, input: false },
  status: { type: 'string', required: false, defaultValue: 'active', input: false },
  subscriptionId: { type: 'string', required: false, input: false },
  nextBillingTime: { type: 'date', required: false, input: false },
  nextRefresh: { type: 'date', required: false, input: false },
  lastSignInAt: { type: 'date', required: false, input: false },
} as const satisfies NonNullable<NonNullable<BetterAuthOptions['user']>['additionalFields']>;

/** A profile photo only from where Google serves them (the CSP allows nothing else). */
export function allowedImage(image: unknown): string | null {
  if (typeof image !== 'string') return null;
  try {
    const url = new URL(image);
    return url.protocol === 'https:' && url.hostname.endsWith('.googleusercontent.com') ? url.href : null;
  } catch {
    return null;
  }
}

/** A name and photo safe to show and mail, whoever supplied them (a form, a Google profile). */
function safeProfile<T extends { name?: unknown; image?: unknown; email?: unknown }>(user: T): T {
  const fallback = typeof user.email === 'string' ? (user.email.split('@')[0] ?? 'FillDeck user') : 'FillDeck user';
  return {
    ...user,
    ...(typeof user.name === 'string' ? { name: safeDisplayName(user.name, fallback) } : {}),
    ...('image' in user ? { image: allowedImage(user.image) } : {}),
  };
}

/**
 * New users get their first credit refresh one month ahead; every new session stamps
 * lastSignInAt; names and photos are made safe on the way in (sign-up checks names first and
 * says what is wrong: authRulesPlugin).
 */
export const databaseHooks: BetterAuthOptions['databaseHooks'] = {
  user: {
    create: {
      before: async (user) => ({ data: { ...safeProfile(user), nextRefresh: addMonths(new Date(), 1) } }),
    },
    update: {
      before: async (user) => ({ data: safeProfile(user) }),
    },
  },
  session: {
    create: {
      after: async (session, ctx) => {
        await ctx?.context.internalAdapter.updateUser(session.userId, { lastSignInAt: new Date() });
      },
    },
  },
};
