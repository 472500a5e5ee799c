import { texts } from '@filldeck/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/** One of the user's files with its content; another user's id or an unknown one is a 404. */
export async function readFile(db: Db, ownerUid: string, id: string) {
  const [row] = await db
    .select({
      id: files.id,
      name: files.name,
      type: files.type,
      size: files.size,
      // Read as base64 text: see the bytea column in db/schema.ts.
      base64: sql<string>`encode(${files.content}, 'base64')`,
    })
    .from(files)
    .where(and(eq(files.id, id), eq(files.ownerUid, ownerUid)));
  if (!row) throw new AppError(404, 'NOT_FOUND', texts.files.notFound);
  const { base64, ...file } = row;
  return { ...file, content: Buffer.from(base64, 'base64') };
}
