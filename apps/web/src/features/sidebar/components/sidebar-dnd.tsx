import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { FileText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { createPortal } from 'react-dom';
import { dragAnnouncements, dragInstructions } from '../utils/drag-announcements.ts';
import {
  type DraggedTemplate,
  dropTargetCollision,
  dropTargetKeyboardCoordinates,
  isDropTarget,
  projectIdForDrop,
} from '../utils/drop-targets.ts';

interface SidebarDndProps {
  /** Called when a drop changes a template's project (null: no project). */
  onMove: (template: DraggedTemplate, projectId: string | null) => void;
  children: ReactNode;
}

/**
 * Drag and drop of templates (docs/product.md#the-signed-in-shell-and-the-sidebar) with @dnd-kit: a
 * mouse drags a whole row once it has moved 6 px (so clicks still open links), a finger after
 * pressing the row for 250 ms (so swipes still scroll); the keyboard drags from a row's handle,
 * arrow keys stepping between drop targets. Screen readers hear instructions and every step.
 */
export function SidebarDnd({ onMove, children }: SidebarDndProps) {
  const [dragged, setDragged] = useState<DraggedTemplate | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // On touch screens a drag starts after a 250 ms press, so a swipe still scrolls the sidebar.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dropTargetKeyboardCoordinates }),
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    setDragged((active.data.current as DraggedTemplate | undefined) ?? null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const template = active.data.current as DraggedTemplate | undefined;
    const target = over?.data.current;
    if (!template || !isDropTarget(target)) return;
    const projectId = projectIdForDrop(target);
    if (projectId !== template.projectId) onMove(template, projectId);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={dropTargetCollision}
      accessibility={{ announcements: dragAnnouncements, screenReaderInstructions: dragInstructions }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      {children}
      {createPortal(
        <DragOverlay dropAnimation={null}>
          {dragged ? (
            <div className="flex h-8 max-w-60 cursor-grabbing items-center gap-2 rounded-md border border-zinc-200 bg-white px-2.5 text-sm font-medium shadow-lg dark:border-zinc-700 dark:bg-zinc-900">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" />
              <span className="truncate">{dragged.name}</span>
            </div>
          ) : null}
        </DragOverlay>,
        document.body,
      )}
    </DndContext>
  );
}
