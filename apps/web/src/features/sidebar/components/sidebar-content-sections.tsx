import { texts } from '@filldeck/shared';
import { useMemo } from 'react';
import { LoadError } from '#components/load-error.tsx';
import { errorNotice } from '#lib/error-text.ts';
import { useExpandedProjects } from '../hooks/use-expanded-projects.ts';
import { useSidebarDialogs } from '../hooks/use-sidebar-dialogs.ts';
import { useSidebarDnd } from '../hooks/use-sidebar-dnd.ts';
import type { SidebarContent } from '../types.ts';
import type { DraggedTemplate } from '../utils/drop-targets.ts';
import { groupTemplates } from '../utils/group-templates.ts';
import { SidebarProjectsSection } from './sidebar-projects-section.tsx';
import { SidebarTemplatesSection } from './sidebar-templates-section.tsx';

/**
 * The expanded sidebar's Projects and Templates, with drag and drop and item menus (their dialogs
 * come from SidebarDialogsProvider, around the whole shell).
 */
export function SidebarContentSections({ content }: { content: SidebarContent }) {
  const { showError } = useSidebarDialogs();
  const { setExpanded } = useExpandedProjects();
  const { projects, templates } = content;
  const grouped = useMemo(
    () => (projects && templates ? groupTemplates(templates, projects) : undefined),
    [projects, templates],
  );
  // Failed and nothing to show: the error and Retry stand in for the lists (no endless skeletons).
  const isUnavailable = Boolean(content.loadError) && grouped === undefined;

  const { dnd, containerProps } = useSidebarDnd(grouped !== undefined);
  const onMove = (template: DraggedTemplate, projectId: string | null) => {
    if (projectId) setExpanded(projectId, true);
    content
      .moveTemplate(template.templateId, projectId)
      .catch((error: unknown) => showError(errorNotice(error, { fallback: texts.sidebar.unexpectedServerError })));
  };
  const sections = (
    <>
      <SidebarProjectsSection
        projects={grouped ? projects : undefined}
        templatesByProject={grouped?.byProject ?? new Map()}
        isCreating={content.isCreatingProject}
        isUnavailable={isUnavailable}
      />
      <SidebarTemplatesSection
        templates={grouped?.unassigned}
        totalTemplates={content.templates?.length ?? 0}
        isCreating={content.isCreatingTemplate}
        isUnavailable={isUnavailable}
      />
    </>
  );

  return (
    <>
      {isUnavailable ? (
        <LoadError
          className="mx-1"
          message={texts.pages.failedToLoadTemplates}
          error={content.loadError}
          onRetry={content.retry}
          isRetrying={content.isRetrying}
        />
      ) : null}
      {/* `contents`: the sections stay the sidebar column's own children, as they were without it. */}
      <div className="contents" {...containerProps}>
        {sections}
      </div>
      {dnd ? <dnd.SidebarDnd onMove={onMove} /> : null}
    </>
  );
}
