import type { ClientRect, CollisionDetection, KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';

/**
 * Where a template can be dropped (docs/product.md#the-signed-in-shell-and-the-sidebar): on a
 * project (it moves into it), or on the Projects area or the Templates list (it leaves its
 * project).
 */
export type DropTarget =
  | { kind: 'project'; projectId: string; name: string }
  | { kind: 'projects-area' }
  | { kind: 'templates-list' };

/** What a dragged template carries. */
export interface DraggedTemplate {
  templateId: string;
  name: string;
  projectId: string | null;
}

export const PROJECTS_AREA_ID = 'projects-area';
export const TEMPLATES_LIST_ID = 'templates-list';
export const projectDropId = (projectId: string) => `project:${projectId}`;
export const templateDragId = (templateId: string) => `template:${templateId}`;

/** The projectId a drop sets. */
export function projectIdForDrop(target: DropTarget): string | null {
  return target.kind === 'project' ? target.projectId : null;
}

export function isDropTarget(value: unknown): value is DropTarget {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'project' || kind === 'projects-area' || kind === 'templates-list';
}

interface Point {
  x: number;
  y: number;
}

const centerOf = (rect: ClientRect): Point => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
const contains = (rect: ClientRect, { x, y }: Point) =>
  x >= rect.left && x <= rect.left + rect.width && y >= rect.top && y <= rect.top + rect.height;

/**
 * The drop target under the pointer (or, with the keyboard, under the dragged item's centre).
 * Projects sit inside the Projects area, so a project under the point wins over the area.
 */
export const dropTargetCollision: CollisionDetection = ({
  droppableContainers,
  droppableRects,
  pointerCoordinates,
  collisionRect,
}) => {
  const point = pointerCoordinates ?? centerOf(collisionRect);
  const hits = droppableContainers.filter((container) => {
    const rect = droppableRects.get(container.id);
    return rect !== undefined && contains(rect, point);
  });
  const best = hits.find((container) => container.data.current?.kind === 'project') ?? hits[0];
  return best ? [{ id: best.id, data: { droppableContainer: best, value: 0 } }] : [];
};

export interface PlacedTarget {
  id: UniqueIdentifier;
  rect: ClientRect;
}

/**
 * Keyboard dragging steps through the targets in reading order (top to bottom): the Projects
 * area, each project, the Templates list. Returns the target after (or before) the current one.
 */
export function stepDropTarget(
  targets: readonly PlacedTarget[],
  currentId: UniqueIdentifier | null,
  step: 1 | -1,
): PlacedTarget | undefined {
  const ordered = [...targets].sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  if (ordered.length === 0) return undefined;
  const index = ordered.findIndex((target) => target.id === currentId);
  if (index === -1) return step === 1 ? ordered[0] : ordered[ordered.length - 1];
  return ordered[Math.min(Math.max(index + step, 0), ordered.length - 1)];
}

/**
 * Where to aim inside a target: its first row (a project's own row, an area's heading), so the
 * Projects area is reached on its heading rather than on one of the projects inside it.
 */
export function aimPoint(rect: ClientRect): Point {
  return { x: rect.left + rect.width / 2, y: rect.top + Math.min(14, rect.height / 2) };
}

const STEPS: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** Arrow keys move the dragged template from one drop target to the next. */
export const dropTargetKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = STEPS[event.code];
  if (step === undefined) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  const targets: PlacedTarget[] = [];
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (rect) targets.push({ id: container.id, rect });
  }
  const next = stepDropTarget(targets, over?.id ?? null, step);
  if (!next) return undefined;
  const aim = aimPoint(next.rect);
  const center = centerOf(collisionRect);
  return { x: currentCoordinates.x + aim.x - center.x, y: currentCoordinates.y + aim.y - center.y };
};
