import { z } from 'zod';
import { PLAN_IDS } from '../plans.ts';

/** The signed-in user's document as `GET /api/me` returns it (docs/product.md#what-we-keep-about-each-thing). */
export const meSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  photoURL: z.string().nullable(),
  providerData: z.array(z.object({ providerId: z.string(), uid: z.string() })),
  creationTime: z.string(),
  lastSignInTime: z.string().nullable(),
  createdAt: z.string(),
  plan: z.enum(PLAN_IDS),
  balance: z.number(),
  billingCycle: z.enum(['monthly', 'annual']).nullable(),
  status: z.string(),
  subscriptionId: z.string().nullable(),
  nextBillingTime: z.string().nullable(),
  nextRefresh: z.string().nullable(),
});
export type Me = z.infer<typeof meSchema>;
