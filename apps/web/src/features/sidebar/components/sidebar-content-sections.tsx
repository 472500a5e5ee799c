import { messages } from '@filldeck/shared';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useExpandedProjects } from '../hooks/use-expanded-projects.ts';
import { useSidebarDialogs } from '../hooks/use-sidebar-dialogs.ts';
import type { SidebarContent } from '../types.ts';
import { groupTemplates } from '../utils/group-templates.ts';
import { SidebarDnd } from './sidebar-dnd.tsx';
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

  return (
    <>
      {content.hasLoadError && grouped === undefined ? (
        <div role="alert" className="flex flex-col items-start gap-2 px-2 text-sm text-zinc-700 dark:text-zinc-300">
          <p>{messages.pages.failedToLoadTemplates}</p>
          <Button variant="secondary" size="sm" onClick={content.retry}>
            Try again
          </Button>
        </div>
      ) : null}
      <SidebarDnd
        onMove={(template, projectId) => {
          if (projectId) setExpanded(projectId, true);
          content
            .moveTemplate(template.templateId, projectId)
            .catch((error: unknown) =>
              showError(errorText(error, { fallback: messages.sidebar.unexpectedServerError })),
            );
        }}
      >
        <SidebarProjectsSection
          projects={grouped ? projects : undefined}
          templatesByProject={grouped?.byProject ?? new Map()}
          isCreating={content.isCreatingProject}
        />
        <SidebarTemplatesSection
          templates={grouped?.unassigned}
          totalTemplates={content.templates?.length ?? 0}
          isCreating={content.isCreatingTemplate}
        />
      </SidebarDnd>
    </>
  );
}
