import { randomUUID } from 'node:crypto';
import type { ComponentField } from '@filldeck/shared';
import type { Database } from '../src/db/client.ts';
import { components, projects, templates } from '../src/db/schema.ts';

/** Creation times one second apart from a fixed past moment, so "oldest first" is unambiguous. */
const at = (i: number) => new Date(Date.UTC(2024, 0, 1) + i * 1000);

export const textField = (label: string): ComponentField => ({ label, type: 'text', defaultValue: '' });
export const textFields = (n: number, prefix = 'Field') =>
  Array.from({ length: n }, (_, i) => textField(`${prefix} ${i + 1}`));

/** Inserts `n` templates straight into the table (oldest first); returns their ids in that order. */
export async function seedTemplates(database: Database, ownerUid: string, n: number, from = 0): Promise<string[]> {
  if (n === 0) return [];
  const rows = Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    ownerUid,
    name: `Seeded ${from + i + 1}`,
    aiInstructions: `instructions ${from + i + 1}`,
    aiSettings: { model: 'gpt-4o', max_tokens: 900, tone: 'warm', style: 'brief' },
    createdAt: at(from + i),
    updatedAt: at(from + i),
  }));
  await database.db.insert(templates).values(rows);
  return rows.map((r) => r.id);
}

/** Inserts `n` components with `fields` text fields each (oldest first); returns their ids. */
export async function seedComponents(
  database: Database,
  ownerUid: string,
  n: number,
  fields = 1,
  from = 0,
): Promise<string[]> {
  if (n === 0) return [];
  const rows = Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    ownerUid,
    title: `Component ${from + i + 1}`,
    fields: textFields(fields),
    createdAt: at(from + i),
    updatedAt: at(from + i),
  }));
  await database.db.insert(components).values(rows);
  return rows.map((r) => r.id);
}

/** Inserts `n` projects (oldest first); returns their ids. */
export async function seedProjects(database: Database, ownerUid: string, n: number): Promise<string[]> {
  if (n === 0) return [];
  const rows = Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    ownerUid,
    name: `Project ${i + 1}`,
    createdAt: at(i),
  }));
  await database.db.insert(projects).values(rows);
  return rows.map((r) => r.id);
}
