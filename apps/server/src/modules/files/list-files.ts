import { FILE_STORAGE_BYTES, type FileList } from '@filldeck/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import type { OwnerPlan } from '../plan/owner-plan.ts';
import { LISTED_FILE_COLUMNS, toStoredFile } from './to-stored-file.ts';

/** The user's files, newest first, with the bytes they take and the plan's allowance. */
export async function listFiles(db: Db, ownerUid: string, owner: OwnerPlan): Promise<FileList> {
  const rows = await db
    .select(LISTED_FILE_COLUMNS)
    .from(files)
    .where(eq(files.ownerUid, ownerUid))
    .orderBy(desc(files.createdAt), desc(files.id));
  return {
    files: rows.map(toStoredFile),
    usedBytes: rows.reduce((total, row) => total + row.size, 0),
    allowanceBytes: FILE_STORAGE_BYTES[owner.plan],
  };
}
