import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { FileText } from 'lucide-react';
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { dragAnnouncements, dragInstructions } from '../utils/drag-announcements.ts';
import { type DragEntry, type DragRegistryEntry, type DropEntry, dragRegistry } from '../utils/drag-bindings.ts';
import {
  type DraggedTemplate,
  dropTargetCollision,
  dropTargetKeyboardCoordinates,
  isDropTarget,
  projectIdForDrop,
} from '../utils/drop-targets.ts';

/** A template row's useDraggable, on the row's own nodes; what it gives goes back to the row. */
function DragBridge({ entry }: { entry: DragEntry }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: entry.id,
    data: entry.data,
    disabled: entry.disabled,
  });
  useLayoutEffect(() => setNodeRef(entry.row), [setNodeRef, entry.row]);
  useLayoutEffect(() => setActivatorNodeRef(entry.handle), [setActivatorNodeRef, entry.handle]);
  useLayoutEffect(() => {
    dragRegistry.publish(entry.id, {
      attributes: attributes as unknown as Record<string, unknown>,
      listeners,
      isDragging,
    });
  }, [entry.id, attributes, listeners, isDragging]);
  useLayoutEffect(() => () => dragRegistry.retract(entry.id), [entry.id]);
  return null;
}

/** A drop target's useDroppable, on its own node. */
function DropBridge({ entry }: { entry: DropEntry }) {
  const { setNodeRef, isOver } = useDroppable({ id: entry.id, data: entry.data });
  useLayoutEffect(() => setNodeRef(entry.node), [setNodeRef, entry.node]);
  useLayoutEffect(() => dragRegistry.publish(entry.id, { isOver }), [entry.id, isOver]);
  useLayoutEffect(() => () => dragRegistry.retract(entry.id), [entry.id]);
  return null;
}

function Bridge({ entry }: { entry: DragRegistryEntry }) {
  return entry.kind === 'drag' ? <DragBridge entry={entry} /> : <DropBridge entry={entry} />;
}

interface SidebarDndProps {
  /** Called when a drop changes a template's project (null: no project). */
  onMove: (template: DraggedTemplate, projectId: string | null) => void;
}

/**
 * Drag and drop of templates (docs/product.md#the-signed-in-shell-and-the-sidebar) with @dnd-kit: a
 * mouse drags a whole row once it has moved 6 px (so clicks still open links), a finger after
 * pressing the row for 250 ms (so swipes still scroll); the keyboard drags from a row's handle,
 * arrow keys stepping between drop targets. Screen readers hear instructions and every step.
 */
export function SidebarDnd({ onMove }: SidebarDndProps) {
  const entries = useSyncExternalStore(dragRegistry.subscribe, dragRegistry.entries);
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
      {entries.map((entry) => (
        <Bridge key={entry.id} entry={entry} />
      ))}
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
