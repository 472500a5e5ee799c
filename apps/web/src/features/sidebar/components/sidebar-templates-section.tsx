import { type Template, texts } from '@filldeck/shared';
import { useSidebarDialogs } from '../hooks/use-sidebar-dialogs.ts';
import { useDropArea } from '../utils/drag-bindings.ts';
import { type DropTarget, TEMPLATES_LIST_ID } from '../utils/drop-targets.ts';
import { SectionActionButton } from './section-action-button.tsx';
import { SidebarEmptyState, SidebarSection, SidebarSkeleton } from './sidebar-section.tsx';
import { TemplateItem } from './template-item.tsx';

interface SidebarTemplatesSectionProps {
  /** Templates in no project, oldest first; undefined while loading. */
  templates: readonly Template[] | undefined;
  /** All the user's templates, projects included: "No templates yet..." only when there are none. */
  totalTemplates: number;
  isCreating: boolean;
  /** The list could not be loaded (the error is shown above): no skeleton. */
  isUnavailable: boolean;
}

const templatesList: DropTarget = { kind: 'templates-list' };

/** Templates that belong to no project; dropping a template here takes it out of its project. */
export function SidebarTemplatesSection(props: SidebarTemplatesSectionProps) {
  const { templates, totalTemplates, isCreating, isUnavailable } = props;
  const { open } = useSidebarDialogs();
  const { setNodeRef, isOver } = useDropArea(TEMPLATES_LIST_ID, templatesList);

  return (
    <SidebarSection
      title="Templates"
      titleHref="/templates"
      isCollapsed={false}
      sectionRef={setNodeRef}
      isDropTarget={isOver}
      actions={
        <SectionActionButton
          label={texts.sidebar.newTemplate}
          isBusy={isCreating}
          onClick={(event) => open({ kind: 'newTemplate' }, event.currentTarget)}
        />
      }
    >
      {templates === undefined ? (
        isUnavailable ? null : (
          <SidebarSkeleton label="Loading templates…" />
        )
      ) : templates.length === 0 ? (
        <SidebarEmptyState isCollapsed={false}>
          {totalTemplates === 0 ? texts.pages.noTemplatesYet : 'Every template is in a project.'}
        </SidebarEmptyState>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {templates.map((template) => (
            <TemplateItem key={template.id} template={template} />
          ))}
        </ul>
      )}
    </SidebarSection>
  );
}
