import { isFileType, texts } from '@filldeck/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components, files, templates } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { publishEvent } from '../events/publish-event.ts';

/** The file ids that File fields name (a component's defaults, a template's ad-hoc values). */
export function fileIdsOf(fields: {
  components?: { type: string; defaultValue: string }[];
  adHoc?: { type: string; value: string }[];
}): string[] {
  const ids = [
    ...(fields.components ?? []).filter((f) => isFileType(f.type)).map((f) => f.defaultValue),
    ...(fields.adHoc ?? []).filter((f) => isFileType(f.type)).map((f) => f.value),
  ];
  return [...new Set(ids.filter((id) => id !== ''))];
}

/** Refuses a save whose File fields name a file that is not the user's (400, nothing written). */
export async function assertOwnFiles(db: Db, ownerUid: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.ownerUid, ownerUid), inArray(files.id, ids)));
  if (found.length !== ids.length) throw new AppError(400, 'BAD_REQUEST', texts.files.notYours);
}

/**
 * A deleted file is no longer named by any of the user's File fields: each becomes empty, in the
 * same transaction, and the dashboard hears of the templates and components that changed.
 */
export async function clearFileReferences(tx: Db, ownerUid: string, id: string): Promise<void> {
  const owned = await tx
    .select({ id: templates.id, adHocFields: templates.adHocFields })
    .from(templates)
    .where(eq(templates.ownerUid, ownerUid));
  for (const row of owned) {
    if (!row.adHocFields.some((f) => isFileType(f.type) && f.value === id)) continue;
    const adHocFields = row.adHocFields.map((f) => (isFileType(f.type) && f.value === id ? { ...f, value: '' } : f));
    await tx.update(templates).set({ adHocFields, updatedAt: new Date() }).where(eq(templates.id, row.id));
    await publishEvent(tx, { userId: ownerUid, type: 'templates', id: row.id });
  }
  const mine = await tx
    .select({ id: components.id, fields: components.fields })
    .from(components)
    .where(eq(components.ownerUid, ownerUid));
  for (const row of mine) {
    if (!row.fields.some((f) => isFileType(f.type) && f.defaultValue === id)) continue;
    const fields = row.fields.map((f) =>
      isFileType(f.type) && f.defaultValue === id ? { ...f, defaultValue: '' } : f,
    );
    await tx.update(components).set({ fields, updatedAt: new Date() }).where(eq(components.id, row.id));
    await publishEvent(tx, { userId: ownerUid, type: 'components', id: row.id });
  }
}
