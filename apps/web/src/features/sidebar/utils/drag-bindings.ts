import {
  type KeyboardEventHandler,
  type MouseEventHandler,
  type TouchEventHandler,
  useCallback,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { DraggedTemplate, DropTarget } from './drop-targets.ts';

/*
 * The sidebar's rows and sections take part in drag and drop through this registry, so they need
 * no dnd-kit to be drawn: each says what it is (a dragged template, a drop target) and which DOM
 * nodes are its own. dnd-kit arrives after the page is interactive (sidebar-dnd.tsx) and mounts
 * one small bridge per entry, beside the sections rather than around them, that calls
 * useDraggable / useDroppable with those nodes and publishes back what the row needs (ARIA
 * attributes, listeners, whether it is dragged or under the pointer). Nothing the user sees is
 * drawn again from scratch when it arrives.
 */

/** What dnd-kit gives a dragged template's row and handle. */
export interface DragState {
  /** The handle's ARIA attributes: role, tabindex, roledescription, describedby, pressed. */
  attributes: Record<string, unknown>;
  listeners: Record<string, unknown> | undefined;
  isDragging: boolean;
}

/** What dnd-kit gives a drop target. */
export interface DropState {
  isOver: boolean;
}

export interface DragEntry {
  kind: 'drag';
  id: string;
  data: DraggedTemplate;
  disabled: boolean;
  row: HTMLElement | null;
  handle: HTMLElement | null;
}

export interface DropEntry {
  kind: 'drop';
  id: string;
  data: DropTarget;
  node: HTMLElement | null;
}

export type DragRegistryEntry = DragEntry | DropEntry;

/** Before dnd-kit is here: the handle's attributes as dnd-kit sets them, but the instructions' id. */
const STATIC_DRAG: DragState = {
  attributes: { role: 'button', tabIndex: 0, 'aria-disabled': false, 'aria-roledescription': 'draggable' },
  listeners: undefined,
  isDragging: false,
};
const STATIC_DROP: DropState = { isOver: false };

let entries: readonly DragRegistryEntry[] = [];
const entryListeners = new Set<() => void>();
const states = new Map<string, DragState | DropState>();
const stateListeners = new Map<string, Set<() => void>>();

function setEntry(id: string, change: (entry: DragRegistryEntry | undefined) => DragRegistryEntry | undefined) {
  const current = entries.find((entry) => entry.id === id);
  const next = change(current);
  if (next === current) return;
  entries = next
    ? current
      ? entries.map((entry) => (entry === current ? next : entry))
      : [...entries, next]
    : entries.filter((entry) => entry !== current);
  for (const listener of entryListeners) listener();
}

function subscribeState(id: string, listener: () => void) {
  const listeners = stateListeners.get(id) ?? new Set<() => void>();
  stateListeners.set(id, listeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For sidebar-dnd.tsx: the entries to bridge, and a way to hand each its dnd-kit state. */
export const dragRegistry = {
  entries: () => entries,
  subscribe: (listener: () => void) => {
    entryListeners.add(listener);
    return () => {
      entryListeners.delete(listener);
    };
  },
  publish: (id: string, state: DragState | DropState) => {
    states.set(id, state);
    for (const listener of stateListeners.get(id) ?? []) listener();
  },
  /** The bridge went (dnd-kit or the row): the row draws its static state again. */
  retract: (id: string) => {
    if (!states.delete(id)) return;
    for (const listener of stateListeners.get(id) ?? []) listener();
  },
};

/** What a template row wires for dragging: the row (mouse, long press) and its handle (keyboard). */
export interface TemplateDrag {
  setRowRef: (node: HTMLElement | null) => void;
  setHandleRef: (node: HTMLElement | null) => void;
  handleAttributes: Record<string, unknown>;
  onMouseDown?: MouseEventHandler;
  onTouchStart?: TouchEventHandler;
  onKeyDown?: KeyboardEventHandler;
  isDragging: boolean;
}

export function useTemplateDrag(template: DraggedTemplate, disabled: boolean, id: string): TemplateDrag {
  const { templateId, name, projectId } = template;
  // React sets the refs before this component's layout effects run: the entry takes them from here.
  const nodes = useRef<{ row: HTMLElement | null; handle: HTMLElement | null }>({ row: null, handle: null });
  useLayoutEffect(() => {
    const data = { templateId, name, projectId };
    setEntry(id, () => ({ kind: 'drag', id, data, disabled, ...nodes.current }));
  }, [id, templateId, name, projectId, disabled]);
  useLayoutEffect(() => () => setEntry(id, () => undefined), [id]);
  const setRowRef = useCallback(
    (row: HTMLElement | null) => {
      nodes.current.row = row;
      setEntry(id, (entry) => (entry?.kind === 'drag' && entry.row !== row ? { ...entry, row } : entry));
    },
    [id],
  );
  const setHandleRef = useCallback(
    (handle: HTMLElement | null) => {
      nodes.current.handle = handle;
      setEntry(id, (entry) => (entry?.kind === 'drag' && entry.handle !== handle ? { ...entry, handle } : entry));
    },
    [id],
  );
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => subscribeState(id, listener), [id]),
    () => (states.get(id) as DragState | undefined) ?? STATIC_DRAG,
  );
  // dnd-kit types its listeners loosely; the mouse and touch ones go on the row, the keyboard one on the handle.
  return {
    setRowRef,
    setHandleRef,
    handleAttributes: state.attributes,
    onMouseDown: state.listeners?.onMouseDown as MouseEventHandler | undefined,
    onTouchStart: state.listeners?.onTouchStart as TouchEventHandler | undefined,
    onKeyDown: state.listeners?.onKeyDown as KeyboardEventHandler | undefined,
    isDragging: state.isDragging,
  };
}

/** What a drop target (a project, the Projects area, the Templates list) wires. */
export function useDropArea(
  id: string,
  target: DropTarget,
): { setNodeRef: (node: HTMLElement | null) => void; isOver: boolean } {
  const projectId = target.kind === 'project' ? target.projectId : null;
  const projectName = target.kind === 'project' ? target.name : null;
  const { kind } = target;
  const node = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const data: DropTarget =
      kind === 'project' ? { kind, projectId: projectId ?? '', name: projectName ?? '' } : { kind };
    setEntry(id, () => ({ kind: 'drop', id, data, node: node.current }));
  }, [id, kind, projectId, projectName]);
  useLayoutEffect(() => () => setEntry(id, () => undefined), [id]);
  const setNodeRef = useCallback(
    (element: HTMLElement | null) => {
      node.current = element;
      setEntry(id, (entry) => (entry?.kind === 'drop' && entry.node !== element ? { ...entry, node: element } : entry));
    },
    [id],
  );
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => subscribeState(id, listener), [id]),
    () => (states.get(id) as DropState | undefined) ?? STATIC_DROP,
  );
  return { setNodeRef, isOver: state.isOver };
}
