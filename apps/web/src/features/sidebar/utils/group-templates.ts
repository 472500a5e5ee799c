import type { Project, Template } from '@filldeck/shared';

export interface GroupedTemplates {
  /** Each project's templates, oldest first. */
  byProject: Map<string, Template[]>;
  /** Templates in no project (and any whose project is not in the list), oldest first. */
  unassigned: Template[];
}

function byCreatedAt(a: Template, b: Template): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
}

/** Sorts templates oldest first and files them under their project, as the sidebar lists them. */
export function groupTemplates(templates: readonly Template[], projects: readonly Project[]): GroupedTemplates {
  const byProject = new Map<string, Template[]>(projects.map((project) => [project.id, []]));
  const unassigned: Template[] = [];
  for (const template of [...templates].sort(byCreatedAt)) {
    const list = template.projectId === null ? undefined : byProject.get(template.projectId);
    if (list) list.push(template);
    else unassigned.push(template);
  }
  return { byProject, unassigned };
}
