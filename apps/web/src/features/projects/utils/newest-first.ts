import type { Project } from '@filldeck/shared';

/** Projects newest first (the server sends them so; sorting again keeps optimistic edits in place). */
export function newestFirst(projects: readonly Project[]): Project[] {
  return [...projects].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}
