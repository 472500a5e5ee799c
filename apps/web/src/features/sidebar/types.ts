import type { Project, Template } from '@filldeck/shared';

/**
 * What the sidebar shows and can do. The app composes it from the projects and templates
 * features (features do not import each other), so the sidebar stays free of API details.
 * Every action rejects with the request's error; the sidebar turns it into the text
 * docs/product.md#the-signed-in-shell-and-the-sidebar quotes.
 */
export interface SidebarContent {
  /** Whether the browser extension is connected in this browser (a dot by "Get the extension"). */
  extensionConnected: boolean;
  /** Undefined while loading. */
  projects: Project[] | undefined;
  templates: Template[] | undefined;
  /** At the plan's template limit: what stops a new template and the way to more; else null. */
  templateLimitText: string | null;
  /** At the plan's project limit: what stops a new project and the way to more; else null. */
  projectLimitText: string | null;
  /** Why the projects or templates could not be loaded, or null. */
  loadError: unknown;
  isRetrying: boolean;
  retry: () => void;
  createProject: (name: string) => Promise<unknown>;
  isCreatingProject: boolean;
  /** Resolves to the new template's id, or null when the server sent none. */
  createTemplate: (input: { name: string; aiInstructions: string }) => Promise<string | null>;
  isCreatingTemplate: boolean;
  renameProject: (projectId: string, name: string) => Promise<unknown>;
  renameTemplate: (templateId: string, name: string) => Promise<unknown>;
  moveTemplate: (templateId: string, projectId: string | null) => Promise<unknown>;
  deleteProject: (projectId: string) => Promise<unknown>;
  deleteTemplate: (templateId: string) => Promise<unknown>;
  /**
   * True while any delete runs; a second delete is refused meanwhile
   * (docs/product.md#the-signed-in-shell-and-the-sidebar).
   */
  isDeleting: boolean;
}

export interface SidebarProjectItem {
  type: 'project';
  id: string;
  name: string;
}

export interface SidebarTemplateItem {
  type: 'template';
  id: string;
  name: string;
  projectId: string | null;
  locked: boolean;
}

export type SidebarItem = SidebarProjectItem | SidebarTemplateItem;

/** The one dialog the sidebar shows at a time. */
export type SidebarDialog =
  | { kind: 'newProject' }
  | { kind: 'newTemplate' }
  | { kind: 'rename'; item: SidebarItem }
  | { kind: 'move'; item: SidebarTemplateItem }
  | { kind: 'delete'; item: SidebarItem }
  | { kind: 'oops'; message: string; suggestsUpgrade: boolean };
