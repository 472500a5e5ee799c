import { limitReachedText, normalizePlan, PLAN_LIMITS, texts } from '@filldeck/shared';
import { useCreateProject } from '#features/projects/api/create-project.ts';
import { useDeleteProject } from '#features/projects/api/delete-project.ts';
import { useProjects } from '#features/projects/api/list-projects.ts';
import { useRenameProject } from '#features/projects/api/rename-project.ts';
import type { SidebarContent } from '#features/sidebar/types.ts';
import { useCreateTemplate } from '#features/templates/api/create-template.ts';
import { useDeleteTemplate } from '#features/templates/api/delete-template.ts';
import { useTemplates } from '#features/templates/api/list-templates.ts';
import { usePatchTemplate } from '#features/templates/api/patch-template.ts';

/**
 * Composes the sidebar's data and actions from the projects and templates features;
 * `extensionConnected` comes from the shell's view of the extension (useExtensionConnectionState).
 */
export function useSidebarContent(plan: string, extensionConnected: boolean): SidebarContent {
  const planId = normalizePlan(plan);
  const projects = useProjects();
  const templates = useTemplates();
  const createProject = useCreateProject();
  const createTemplate = useCreateTemplate();
  const renameProject = useRenameProject();
  const patchTemplate = usePatchTemplate();
  const deleteProject = useDeleteProject();
  const deleteTemplate = useDeleteTemplate();

  return {
    extensionConnected,
    projects: projects.data,
    templateLimitText:
      templates.data && templates.data.length >= PLAN_LIMITS[planId].templates
        ? limitReachedText('templates', planId)
        : null,
    projectLimitText:
      projects.data && projects.data.length >= PLAN_LIMITS[planId].projects
        ? limitReachedText('projects', planId)
        : null,
    templates: templates.data,
    loadError: projects.error ?? templates.error,
    isRetrying: projects.isFetching || templates.isFetching,
    retry: () => {
      void projects.refetch();
      void templates.refetch();
    },
    createProject: (name) => createProject.mutateAsync(name),
    isCreatingProject: createProject.isPending,
    // The original description's modal only logged the entered name and AI instructions and
    // closed; here they are saved: the template is created with this title and these instructions
    // (docs/product.md#where-we-differ-from-the-original-description).
    createTemplate: ({ name, aiInstructions }) =>
      createTemplate.mutateAsync({ title: name || texts.defaults.untitledTemplate, fields: [], aiInstructions }),
    isCreatingTemplate: createTemplate.isPending,
    renameProject: (projectId, name) => renameProject.mutateAsync({ projectId, name }),
    renameTemplate: (templateId, name) => patchTemplate.mutateAsync({ templateId, body: { name } }),
    moveTemplate: (templateId, projectId) => patchTemplate.mutateAsync({ templateId, body: { projectId } }),
    deleteProject: (projectId) => deleteProject.mutateAsync(projectId),
    deleteTemplate: (templateId) => deleteTemplate.mutateAsync(templateId),
    isDeleting: deleteProject.isPending || deleteTemplate.isPending,
  };
}
