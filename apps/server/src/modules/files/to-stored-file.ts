import type { FileType, StoredFile } from '@filldeck/shared';
import { files } from '../../db/schema.ts';

type FileRow = Pick<typeof files.$inferSelect, 'id' | 'name' | 'type' | 'size' | 'createdAt'>;

/** A file as the API shows it (never its content). */
export const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  name: row.name,
  type: row.type as FileType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

/** The columns a file is shown by (never its content): for listing, and for what a write returns. */
export const LISTED_FILE_COLUMNS = {
  id: files.id,
  name: files.name,
  type: files.type,
  size: files.size,
  createdAt: files.createdAt,
};
