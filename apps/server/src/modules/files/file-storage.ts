import { FILE_STORAGE_BYTES, fileSizeText, PLAN_IDS, PLAN_NAMES, type PlanId, texts } from '@filldeck/shared';
import { and, eq, ne, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { PlanError } from '../plan/plan-errors.ts';

/** Bytes the user's files take, leaving out one file (the one being replaced). */
export async function usedBytes(db: Db, ownerUid: string, except?: string): Promise<number> {
  const mine = eq(files.ownerUid, ownerUid);
  const [row] = await db
    .select({ used: sum(files.size) })
    .from(files)
    .where(except ? and(mine, ne(files.id, except)) : mine);
  return Number(row?.used ?? 0);
}

/** The smallest plan above this one that keeps more files, or null on the largest. */
function nextStoragePlan(plan: PlanId): PlanId | null {
  return (
    PLAN_IDS.slice(PLAN_IDS.indexOf(plan) + 1).find((p) => FILE_STORAGE_BYTES[p] > FILE_STORAGE_BYTES[plan]) ?? null
  );
}

/** The refusal when a file would take the user past the plan's storage, with what the next plan keeps. */
export function storageFull(plan: PlanId): PlanError {
  const next = nextStoragePlan(plan);
  const nextText = next ? `${PLAN_NAMES[next]} keeps ${fileSizeText(FILE_STORAGE_BYTES[next])}` : null;
  const allowance = fileSizeText(FILE_STORAGE_BYTES[plan]);
  return new PlanError('storage', texts.files.storageFull(PLAN_NAMES[plan], allowance, nextText));
}
