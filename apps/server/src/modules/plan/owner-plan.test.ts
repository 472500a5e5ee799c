import { PLAN_LIMITS } from '@filldeck/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fastUser } from '../../../test/fast-user.ts';
import { seedTemplates } from '../../../test/seed-content.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { readUser, updateUser } from '../../../test/usage-fixtures.ts';
import { templates } from '../../db/schema.ts';
import { lockOwner } from './lock-owner.ts';
import { lockState } from './lock-state.ts';
import { readOwnerPlan, readOwnerPlanById } from './read-owner-plan.ts';

const NOT_SIGNED_IN = { statusCode: 401, code: 'NOT_SIGNED_IN' };

describe.each(DB_KINDS)('the owner’s plan on %s', (kind) => {
  const t = useTestApp(kind);

  it('reads the plan’s limits and the balance from the row the session read', async () => {
    const { userId } = await fastUser(t.app, 'ada@example.com', 'basic');
    const row = await readUser(t.database, userId);
    expect(await readOwnerPlan(t.database.db, row)).toEqual({
      plan: 'basic',
      limits: PLAN_LIMITS.basic,
      balance: row.balance,
    });
    expect(await readOwnerPlanById(t.database.db, userId)).toEqual(await readOwnerPlan(t.database.db, row));
  });

  it('applies a due refresh before it answers, and keeps it', async () => {
    const { userId } = await fastUser(t.app, 'ada@example.com');
    await updateUser(t.database, userId, { balance: 3, nextRefresh: new Date(Date.now() - 1000) });
    const owner = await readOwnerPlan(t.database.db, await readUser(t.database, userId));
    expect(owner.balance).toBe(PLAN_LIMITS.free.monthlyCredits);
    expect((await readUser(t.database, userId)).balance).toBe(PLAN_LIMITS.free.monthlyCredits);
  });

  it('locks the owner’s row for the transaction and answers the plan, ended when its period is over', async () => {
    const { userId } = await fastUser(t.app, 'ada@example.com', 'professional');
    await updateUser(t.database, userId, {
      status: 'pending_cancellation',
      subscriptionId: 'I-SUB',
      nextBillingTime: new Date(Date.now() - 1),
    });
    const owner = await t.database.db.transaction((tx) => lockOwner(tx, userId));
    expect(owner).toMatchObject({ plan: 'free', limits: PLAN_LIMITS.free });
    expect(await readUser(t.database, userId)).toMatchObject({ plan: 'free', status: 'active', subscriptionId: null });
  });

  it('answers 401 for a user that no longer exists', async () => {
    const missing = crypto.randomUUID();
    await expect(t.database.db.transaction((tx) => lockOwner(tx, missing))).rejects.toMatchObject(NOT_SIGNED_IN);
    await expect(readOwnerPlanById(t.database.db, missing)).rejects.toMatchObject(NOT_SIGNED_IN);
  });

  it('locks the rows beyond the limit, oldest first; a limit of 0 locks every row', async () => {
    const { userId } = await fastUser(t.app, 'ada@example.com');
    const ids = await seedTemplates(t.database, userId, 4);
    const locks = async (limit: number) => {
      const limits = { templates: limit, components: 0 };
      const rows = await t.database.db
        .select({ id: templates.id, locked: lockState(t.database.db, templates, userId, limits) })
        .from(templates)
        .where(eq(templates.ownerUid, userId))
        .orderBy(asc(templates.createdAt));
      expect(rows.map((r) => r.id)).toEqual(ids);
      return rows.map((r) => r.locked);
    };
    expect(await locks(2)).toEqual([false, false, true, true]);
    expect(await locks(0)).toEqual([true, true, true, true]);
    expect(await locks(10)).toEqual([false, false, false, false]);
  });
});
