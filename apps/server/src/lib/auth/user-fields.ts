import { STARTING_BALANCE } from '@filldeck/shared';
import type { BetterAuthOptions } from 'better-auth';
import { addMonths } from '../add-months.ts';

/**
 * FillDeck's fields on the user (spec section 3). `input: false`: no client can set them through
 * sign-up or update-user; only the server (billing, credits) writes them.
 */
export const userAdditionalFields = {
  plan: { type: 'string', required: false, defaultValue: 'free', input: false },
  balance: { type: 'number', required: false, defaultValue: STARTING_BALANCE, input: false },
  billingCycle: { type: 'string', required: false, input: false },
  status: { type: 'string', required: false, defaultValue: 'active', input: false },
  subscriptionId: { type: 'string', required: false, input: false },
  nextBillingTime: { type: 'date', required: false, input: false },
  nextRefresh: { type: 'date', required: false, input: false },
  lastSignInAt: { type: 'date', required: false, input: false },
} as const satisfies NonNullable<NonNullable<BetterAuthOptions['user']>['additionalFields']>;

/** New users get their first credit refresh one month ahead; every new session stamps lastSignInAt. */
export const databaseHooks: BetterAuthOptions['databaseHooks'] = {
  user: {
    create: {
      before: async (user) => ({ data: { ...user, nextRefresh: addMonths(new Date(), 1) } }),
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
