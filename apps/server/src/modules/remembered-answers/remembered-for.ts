import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type RememberedField, rememberedAnswers } from '../../db/schema.ts';
import { rememberedFieldKey, siteOf } from './field-key.ts';

/**
 * For a fill: the answers the user remembered on this site for these fields, by field key
 * (rememberedFieldKey of each field). `site` is the page's address or host name; one that is
 * neither, or no fields, finds nothing. One query, whatever the number of fields.
 */
export async function rememberedFor(
  db: Db,
  ownerUid: string,
  site: string,
  fields: readonly RememberedField[],
): Promise<Map<string, string>> {
  const host = siteOf(site);
  if (!host || fields.length === 0) return new Map();
  const keys = [...new Set(fields.map(rememberedFieldKey))];
  const rows = await db
    .select({ fieldKey: rememberedAnswers.fieldKey, value: rememberedAnswers.value })
    .from(rememberedAnswers)
    .where(
      and(
        eq(rememberedAnswers.ownerUid, ownerUid),
        eq(rememberedAnswers.site, host),
        inArray(rememberedAnswers.fieldKey, keys),
      ),
    );
  return new Map(rows.map((row) => [row.fieldKey, row.value]));
}
