import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { DraggedTemplate, DropTarget } from './drop-targets.ts';
import { isDropTarget, projectIdForDrop } from './drop-targets.ts';

export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this template, press Space or Enter to pick it up. Use the arrow keys to choose a project, ' +
    'the Projects heading or the Templates list (both take it out of its project), then press Space or ' +
    'Enter to drop it, or Escape to cancel. The Move to Project menu item does the same.',
};

/** How a drop target is read out. */
export function describeDropTarget(target: DropTarget): string {
  if (target.kind === 'project') return `project ${target.name}`;
  return target.kind === 'projects-area' ? 'the Projects area (no project)' : 'the Templates list (no project)';
}

function templateName(data: unknown): string {
  const name = (data as Partial<DraggedTemplate> | undefined)?.name;
  return name ? `template ${name}` : 'template';
}

function targetOf(over: { data: { current?: unknown } } | null): DropTarget | null {
  const data = over?.data.current;
  return isDropTarget(data) ? data : null;
}

/** What a drop does, in words: the placement rule (docs/product.md#the-signed-in-shell-and-the-sidebar). */
export function describeDrop(template: Pick<DraggedTemplate, 'name' | 'projectId'>, target: DropTarget | null) {
  const name = `template ${template.name}`;
  if (!target) return `The ${name} was dropped outside the projects and templates lists. Nothing changed.`;
  if (projectIdForDrop(target) === template.projectId) return `The ${name} stays where it was.`;
  return target.kind === 'project'
    ? `The ${name} was moved to project ${target.name}.`
    : `The ${name} was taken out of its project.`;
}

/** Screen-reader announcements while a template is dragged (read by dnd-kit's live region). */
export const dragAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${templateName(active.data.current)}.`,
  onDragOver: ({ active, over }) => {
    const target = targetOf(over);
    return target
      ? `The ${templateName(active.data.current)} is over ${describeDropTarget(target)}.`
      : `The ${templateName(active.data.current)} is no longer over a drop target.`;
  },
  onDragEnd: ({ active, over }) => {
    const data = active.data.current as DraggedTemplate | undefined;
    return data ? describeDrop(data, targetOf(over)) : undefined;
  },
  onDragCancel: ({ active }) => `Moving the ${templateName(active.data.current)} was cancelled. Nothing changed.`,
};
