import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import { countOwned } from '../../lib/count-owned.ts';
import { newId } from '../../lib/new-id.ts';
import { publishEvent } from '../events/publish-event.ts';
import { lockOwner } from '../plan/lock-owner.ts';
import { countLimitError } from '../plan/plan-errors.ts';

/** `create_project`: within the plan's project limit (free: none). Unlike the original, the name is kept. */
export async function createProject(db: Db, userId: string, input: { name: string }): Promise<string> {
  return db.transaction(async (tx) => {
    const owner = await lockOwner(tx, userId);
    if ((await countOwned(tx, projects, userId)) >= owner.limits.projects) throw countLimitError('project', owner);
    const id = newId();
    await tx.insert(projects).values({ id, ownerUid: userId, name: input.name });
    await publishEvent(tx, { userId, type: 'projects', id });
    return id;
  });
}
