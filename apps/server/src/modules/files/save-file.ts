import { FILE_LIMITS, FILE_STORAGE_BYTES, type StoredFile, texts } from '@filldeck/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/new-id.ts';
import { lockOwner } from '../plan/lock-owner.ts';
import { detectFileType } from './detect-file-type.ts';
import { storageFull, usedBytes } from './file-storage.ts';
import { LISTED_FILE_COLUMNS, toStoredFile } from './to-stored-file.ts';

export interface FileUpload {
  name: string;
  content: Buffer;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A file's name as kept: no path, no control characters, at most 200 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).at(-1) ?? '';
  return base.replace(CONTROL_CHARACTERS, '').trim().slice(0, FILE_LIMITS.name);
}

/**
 * Keeps a file the user uploaded, or puts new content into one they have (`replaceId`, so the
 * fields that name it keep naming it). Its kind is read from its content; it must fit the plan's
 * storage with the user's other files. All or nothing, under the owner's row lock.
 */
export async function saveFile(db: Db, ownerUid: string, upload: FileUpload, replaceId?: string): Promise<StoredFile> {
  const name = cleanFileName(upload.name);
  if (!name) throw new AppError(400, 'BAD_REQUEST', texts.files.noName);
  if (upload.content.length === 0) throw new AppError(400, 'BAD_REQUEST', texts.files.empty);
  if (upload.content.length > FILE_LIMITS.maxBytes) throw new AppError(413, 'BAD_REQUEST', texts.files.tooLarge);
  const type = await detectFileType(upload.content);
  if (!type) throw new AppError(415, 'BAD_REQUEST', texts.files.badKind);
  return db.transaction(async (tx) => {
    const { plan } = await lockOwner(tx, ownerUid);
    const mine = replaceId ? and(eq(files.id, replaceId), eq(files.ownerUid, ownerUid)) : undefined;
    if (mine) {
      const [found] = await tx.select({ id: files.id }).from(files).where(mine);
      if (!found) throw new AppError(404, 'NOT_FOUND', texts.files.notFound);
    }
    if ((await usedBytes(tx, ownerUid, replaceId)) + upload.content.length > FILE_STORAGE_BYTES[plan]) {
      throw storageFull(plan);
    }
    const values = { name, type, size: upload.content.length, content: upload.content };
    const [row] = mine
      ? await tx
          .update(files)
          .set({ ...values, createdAt: new Date() })
          .where(mine)
          .returning(LISTED_FILE_COLUMNS)
      : await tx
          .insert(files)
          .values({ id: newId('file_'), ownerUid, ...values })
          .returning(LISTED_FILE_COLUMNS);
    if (!row) throw new AppError(404, 'NOT_FOUND', texts.files.notFound);
    return toStoredFile(row);
  });
}
