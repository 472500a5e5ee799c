import type { RememberedAnswers } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rememberedAnswers } from '../../db/schema.ts';
import { type RememberedAnswerRow, toRememberedAnswer } from './to-remembered-answer.ts';

const byText = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** What a row is listed by: its label, else its name. */
const shownName = (row: RememberedAnswerRow) => row.field.label || row.field.name;

/**
 * GET /api/remembered-answers: the user's answers grouped by site, the site changed most recently
 * first (then by name); within a site by the field's label (case aside), then its name.
 */
export async function listRememberedAnswers(db: Db, ownerUid: string): Promise<RememberedAnswers> {
  const rows = await db.select().from(rememberedAnswers).where(eq(rememberedAnswers.ownerUid, ownerUid));
  const bySite = new Map<string, RememberedAnswerRow[]>();
  for (const row of rows) {
    const list = bySite.get(row.site);
    if (list) list.push(row);
    else bySite.set(row.site, [row]);
  }
  const latest = (list: RememberedAnswerRow[]) => Math.max(...list.map((row) => row.updatedAt.getTime()));
  const sites = [...bySite.entries()].sort(
    ([siteA, a], [siteB, b]) => latest(b) - latest(a) || byText.compare(siteA, siteB),
  );
  return {
    sites: sites.map(([site, list]) => ({
      site,
      answers: list
        .sort(
          (a, b) =>
            byText.compare(shownName(a), shownName(b)) ||
            byText.compare(a.field.name, b.field.name) ||
            a.id.localeCompare(b.id),
        )
        .map(toRememberedAnswer),
    })),
  };
}
