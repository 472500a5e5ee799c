import type { FileType, StoredFile } from '@filldeck/shared';
import type { files } from '../../db/schema.ts';

type FileRow = Pick<typeof files.$inferSelect, 'id' | 'name' | 'type' | 'size' | 'createdAt'>;

/** A file as the API shows it (never its content). */
export const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  name: row.name,
  type: row.type as FileType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});
