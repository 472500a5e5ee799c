import type { Db } from '../../db/client.ts';
import { publishEvent } from '../events/publish-event.ts';

/** Announces a change of the user's plan: the user row and the derived locks of their content. */
export async function publishPlanChange(tx: Db, userId: string): Promise<void> {
  await publishEvent(tx, { userId, type: 'user', id: userId });
  await publishEvent(tx, { userId, type: 'templates', id: null });
  await publishEvent(tx, { userId, type: 'components', id: null });
}
