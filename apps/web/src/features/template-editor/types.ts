import type { Component } from '@filldeck/shared';
import type { ReactNode } from 'react';

/** The user's components as the route loads them: undefined while loading. */
export interface EditorComponents {
  list: Component[] | undefined;
  isError: boolean;
}

export interface ComponentEditorSlotProps {
  component: Component;
  /** Leave edit mode (after Save Information or Cancel). */
  onDone: () => void;
  /** The editor's own buttons to show beside the form's (Remove). */
  extraActions: ReactNode;
}

/**
 * Edit mode of a section card. The component form belongs to the components feature; the route
 * passes it in, so this feature does not import another one.
 */
export type RenderComponentEditor = (props: ComponentEditorSlotProps) => ReactNode;
