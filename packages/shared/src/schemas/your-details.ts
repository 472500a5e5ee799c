import { z } from 'zod';
import { DETAIL_FIELD_KEYS, DETAIL_GROUP_IDS } from '../your-details.ts';
import { LIMITS } from './templates.ts';

/** Your details (docs/api-content.md#your-details): the standard fields by key. */
const detailKeySchema = z.enum(DETAIL_FIELD_KEYS as [string, ...string[]]);
const groupIdSchema = z.enum(DETAIL_GROUP_IDS);

/** GET /api/your-details: each group's component (by title), the values to start from, the components owned. */
export const yourDetailsSchema = z.object({
  groups: z.array(z.object({ id: groupIdSchema, componentId: z.string().nullable() })),
  /** Every field's value: the user's component's, else one read from their other components or account, else ''. */
  values: z.record(z.string(), z.string()),
  componentsOwned: z.number().int(),
});
export type YourDetails = z.infer<typeof yourDetailsSchema>;

/** PUT /api/your-details: the values by key; a key left out keeps its saved value. */
export const saveYourDetailsRequestSchema = z.object({
  values: z.partialRecord(detailKeySchema, z.string().trim().max(LIMITS.fieldValue)),
});
export type SaveYourDetailsRequest = z.input<typeof saveYourDetailsRequestSchema>;

export const DETAIL_OUTCOMES = ['created', 'updated', 'unchanged', 'empty', 'refused'] as const;
export type DetailOutcome = (typeof DETAIL_OUTCOMES)[number];

/** What saving did with each group, in order; `reason` says why a refused group was not saved. */
export const savedYourDetailsSchema = z.object({
  groups: z.array(
    z.object({
      id: groupIdSchema,
      componentId: z.string().nullable(),
      outcome: z.enum(DETAIL_OUTCOMES),
      reason: z.string().nullable(),
    }),
  ),
});
export type SavedYourDetails = z.infer<typeof savedYourDetailsSchema>;
