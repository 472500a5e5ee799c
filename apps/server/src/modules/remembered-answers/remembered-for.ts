import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type RememberedField, rememberedAnswers } from '../../db/schema.ts';
import { rememberedFieldKey, siteOf } from './field-key.ts';

/** What a fill looks remembered answers up by: the page's host and the fields' keys. */
export interface RememberedLookup {
  host: string;
  keys: string[];
}

/**
 * The lookup for `site` (the page's address or host name) and these fields; null when there is
 * nothing to look up (a site that is neither, or no fields).
 */
export function rememberedLookup(site: string, fields: readonly RememberedField[]): RememberedLookup | null {
  const host = siteOf(site);
  if (!host || fields.length === 0) return null;
  return { host, keys: [...new Set(fields.map(rememberedFieldKey))] };
}

/** The condition on remembered_answers that finds the user's answers of a lookup. */
export function rememberedWhere(ownerUid: string, lookup: RememberedLookup): SQL | undefined {
  return and(
    eq(rememberedAnswers.ownerUid, ownerUid),
    eq(rememberedAnswers.site, lookup.host),
    inArray(rememberedAnswers.fieldKey, lookup.keys),
  );
}

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
  const lookup = rememberedLookup(site, fields);
  if (!lookup) return new Map();
  const rows = await db
    .select({ fieldKey: rememberedAnswers.fieldKey, value: rememberedAnswers.value })
    .from(rememberedAnswers)
    .where(rememberedWhere(ownerUid, lookup));
  return new Map(rows.map((row) => [row.fieldKey, row.value]));
}
