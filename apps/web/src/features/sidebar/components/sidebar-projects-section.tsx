import { type Project, type Template, texts } from '@filldeck/shared';
import { useExpandedProjects } from '../hooks/use-expanded-projects.ts';
import { useSidebarDialogs } from '../hooks/use-sidebar-dialogs.ts';
import { useDropArea } from '../utils/drag-bindings.ts';
import { type DropTarget, PROJECTS_AREA_ID } from '../utils/drop-targets.ts';
import { ProjectItem } from './project-item.tsx';
import { SectionActionButton } from './section-action-button.tsx';
import { SidebarEmptyState, SidebarSection, SidebarSkeleton } from './sidebar-section.tsx';

interface SidebarProjectsSectionProps {
  projects: readonly Project[] | undefined;
  templatesByProject: ReadonlyMap<string, Template[]>;
  isCreating: boolean;
  /** The list could not be loaded (the error is shown above): no skeleton. */
  isUnavailable: boolean;
}

const projectsArea: DropTarget = { kind: 'projects-area' };

/** Projects, each expandable to its templates; the whole area is a drop target meaning "no project". */
export function SidebarProjectsSection(props: SidebarProjectsSectionProps) {
  const { projects, templatesByProject, isCreating, isUnavailable } = props;
  const { open } = useSidebarDialogs();
  const { isExpanded, setExpanded } = useExpandedProjects();
  const { setNodeRef, isOver } = useDropArea(PROJECTS_AREA_ID, projectsArea);

  return (
    <SidebarSection
      title="Projects"
      titleHref="/projects"
      isCollapsed={false}
      sectionRef={setNodeRef}
      isDropTarget={isOver}
      actions={
        <SectionActionButton
          label={texts.sidebar.newProject}
          isBusy={isCreating}
          onClick={(event) => open({ kind: 'newProject' }, event.currentTarget)}
        />
      }
    >
      {projects === undefined ? (
        isUnavailable ? null : (
          <SidebarSkeleton label="Loading projects…" />
        )
      ) : projects.length === 0 ? (
        <SidebarEmptyState isCollapsed={false}>No projects yet.</SidebarEmptyState>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {projects.map((project) => (
            <ProjectItem
              key={project.id}
              project={project}
              templates={templatesByProject.get(project.id) ?? []}
              isExpanded={isExpanded(project.id)}
              onToggle={() => setExpanded(project.id, !isExpanded(project.id))}
            />
          ))}
        </ul>
      )}
    </SidebarSection>
  );
}
