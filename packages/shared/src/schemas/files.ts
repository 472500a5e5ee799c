import { z } from 'zod';
import { FILE_TYPES } from '../files.ts';

/** A file the user keeps (its content is fetched separately, from `GET /api/files/{id}`). */
export const storedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(FILE_TYPES),
  size: z.number().int(),
  createdAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** `GET /api/files`: the user's files, newest first, and how much of the plan's storage they take. */
export const fileListSchema = z.object({
  files: z.array(storedFileSchema),
  usedBytes: z.number().int(),
  allowanceBytes: z.number().int(),
});
export type FileList = z.infer<typeof fileListSchema>;

export const storedFileResponseSchema = z.object({ file: storedFileSchema });
