import type { Component, Template } from '@filldeck/shared';
import type { ReactNode } from 'react';
import type { ComponentEdit, SaveTemplateRequest } from './utils/draft.ts';

/** The user's components as the route loads them: undefined while loading. */
export interface EditorComponents {
  list: Component[] | undefined;
  /** Why the list could not be loaded, or null. */
  error: unknown;
  isRetrying: boolean;
  retry: () => void;
  /** Writes a staged component change (PUT /api/components/:id); rejects with the server's error. */
  save: (componentId: string, edit: ComponentEdit) => Promise<void>;
}

/** The user's templates, to say which others share a component: undefined while loading. */
export type EditorTemplates = Template[] | undefined;

/**
 * Writes the template's fields (PATCH /api/templates/:id) and resolves to the server's template;
 * rejects with the server's error. The templates feature owns it; the route passes it in.
 */
export type PatchTemplate = (input: { templateId: string; body: SaveTemplateRequest }) => Promise<Template>;

export interface ComponentEditorSlotProps {
  /** The component as the draft has it (staged changes applied). */
  component: Component;
  /** Stages the form's title and fields in the draft; Save Template writes them. */
  onStage: (edit: ComponentEdit) => void;
  /** Leave edit mode (after Done or Cancel). */
  onDone: () => void;
  /** The editor's own buttons to show beside the form's (Remove). */
  extraActions: ReactNode;
}

/**
 * Edit mode of a section card. The component form belongs to the components feature; the route
 * passes it in, so this feature does not import another one.
 */
export type RenderComponentEditor = (props: ComponentEditorSlotProps) => ReactNode;
