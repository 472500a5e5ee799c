import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { autofillUsage, templates, users } from '../../apps/server/src/db/schema.ts';
import { checkWhole } from './check.ts';
import { emptyAcknowledged } from './workload.ts';

describe('the crash check', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    const now = new Date();
    await database.db.insert(users).values({
      id: 'u1',
      name: 'Ada',
      email: 'ada@example.com',
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
      balance: 499,
    });
  });
  afterAll(() => database.close());

  it('finds nothing wrong in a consistent database', async () => {
    expect(await checkWhole(database, emptyAcknowledged(), 499)).toEqual([]);
  });

  it('names each broken promise: a lost template, a lost fill, a deleted one back, roll-ups that disagree', async () => {
    const acked = emptyAcknowledged();
    acked.templates.set('t-lost', 'u1');
    acked.fills.set('key-lost', 'u1');
    acked.deleted.add('t-back');
    const now = new Date();
    await database.db.insert(templates).values({
      id: 't-back',
      ownerUid: 'u1',
      title: 'Back',
      createdAt: now,
      updatedAt: now,
    } as typeof templates.$inferInsert);
    await database.db.insert(autofillUsage).values({
      id: 'a1',
      userId: 'u1',
      templateName: 'X',
      model: 'local',
      balanceUsed: 1,
      filledFields: 1,
      status: 'success',
    });
    const problems = await checkWhole(database, acked, 500);
    expect(problems).toEqual([
      '1 acknowledged templates are gone',
      '1 templates whose delete was acknowledged are back',
      '1 acknowledged fills have no usage row',
      'user u1: usage rows say 1 fills / 1 credits, roll-ups 0 / 0 (daily 0)',
    ]);
  });
});
