import { texts } from '@filldeck/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

/** A position in a user's history, newest first: the last row's timestamp and id. */
export interface UsageCursor {
  t: string;
  id: string;
}

const cursorSchema = z.object({ t: z.iso.datetime(), id: z.string().min(1).max(200) });

/** Opaque to clients: base64url of `{"t": ISO timestamp, "id": row id}`. */
export function encodeCursor(cursor: UsageCursor): string {
  return Buffer.from(JSON.stringify({ t: cursor.t, id: cursor.id })).toString('base64url');
}

export function decodeCursor(value: string): UsageCursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
  } catch {
    throw new AppError(400, 'BAD_REQUEST', texts.errors.invalidCursor);
  }
}
