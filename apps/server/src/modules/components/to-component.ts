import type { Component } from '@filldeck/shared';
import type { components } from '../../db/schema.ts';

export type ComponentRow = typeof components.$inferSelect;

export function toComponent(row: ComponentRow, locked: boolean): Component {
  return {
    id: row.id,
    ownerUid: row.ownerUid,
    title: row.title,
    fields: row.fields,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    locked,
  };
}
