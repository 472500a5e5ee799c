import { texts } from '@filldeck/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockOwner } from '../plan/lock-owner.ts';
import { clearFileReferences } from './file-references.ts';

/** Deletes one of the user's files, and empties the File fields that named it. */
export async function deleteFile(db: Db, ownerUid: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, ownerUid);
    const deleted = await tx
      .delete(files)
      .where(and(eq(files.id, id), eq(files.ownerUid, ownerUid)))
      .returning({ id: files.id });
    if (deleted.length === 0) throw new AppError(404, 'NOT_FOUND', texts.files.notFound);
    await clearFileReferences(tx, ownerUid, id);
  });
}
