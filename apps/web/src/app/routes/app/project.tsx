import { texts } from '@filldeck/shared';
import { FileText } from 'lucide-react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '#components/empty-state.tsx';
import { ListSkeleton } from '#components/list-skeleton.tsx';
import { LoadError } from '#components/load-error.tsx';
import { NotFound } from '#components/not-found.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { useProjects } from '#features/projects/api/list-projects.ts';
import { ProjectHeader } from '#features/projects/components/project-header.tsx';
import { useSidebarDialogs } from '#features/sidebar/hooks/use-sidebar-dialogs.ts';
import { useTemplates } from '#features/templates/api/list-templates.ts';
import { AddTemplatesDialog } from '#features/templates/components/add-templates-dialog.tsx';
import { CreateTemplateAlert } from '#features/templates/components/create-template-alert.tsx';
import { NewTemplateButton } from '#features/templates/components/new-template-button.tsx';
import { NewTemplateDialog } from '#features/templates/components/new-template-dialog.tsx';
import { TemplateListBlock } from '#features/templates/components/template-list-block.tsx';
import { useNewTemplate } from '#features/templates/hooks/use-new-template.ts';
import { useDocumentTitle } from '#lib/use-document-title.ts';
import { useSignedInUser } from '../../use-signed-in-user.ts';
import { useTemplateRowActions } from '../../use-template-row-actions.ts';

export function ProjectRoute() {
  const { projectId = '' } = useParams();
  const projects = useProjects();
  const templates = useTemplates();
  const dialogs = useSidebarDialogs();
  const rowActions = useTemplateRowActions();
  const user = useSignedInUser();
  const newTemplate = useNewTemplate({ suggestedName: texts.defaults.newTemplate, projectId, plan: user.plan });
  const project = projects.data?.find((candidate) => candidate.id === projectId);
  const projectNames = useMemo(
    () => new Map((projects.data ?? []).map((candidate) => [candidate.id, candidate.name])),
    [projects.data],
  );
  useDocumentTitle(project?.name ?? (projects.data ? 'Project not found' : 'Project'));

  if (projects.isError && projects.data === undefined) {
    return (
      <LoadError
        message="We couldn't load your projects."
        error={projects.error}
        onRetry={() => projects.refetch()}
        isRetrying={projects.isFetching}
      />
    );
  }
  if (projects.data === undefined) return <ListSkeleton label="Loading project…" />;
  if (!project) {
    return (
      <NotFound title="Project not found" homeHref="/projects" homeLabel={`Go to ${texts.pages.myProjects}`}>
        This project does not exist, was deleted, or belongs to another account.
      </NotFound>
    );
  }

  const inProject = templates.data?.filter((template) => template.projectId === project.id);
  return (
    <div className="max-w-4xl">
      <ProjectHeader
        key={project.id}
        project={project}
        onDelete={(opener) =>
          dialogs.open({ kind: 'delete', item: { type: 'project', id: project.id, name: project.name } }, opener)
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-lg font-semibold tracking-tight">Templates</h2>
        <div className="flex flex-wrap items-center gap-2">
          {templates.data ? (
            <AddTemplatesDialog
              projectId={project.id}
              projectName={project.name}
              templates={templates.data}
              projectNames={projectNames}
            />
          ) : null}
          <NewTemplateButton onClick={newTemplate.askForName} isCreating={newTemplate.isCreating} />
        </div>
      </div>
      <NewTemplateDialog flow={newTemplate} />
      <CreateTemplateAlert notice={newTemplate.error} />
      <TemplateListBlock
        templates={templates}
        shown={inProject}
        rowActions={rowActions}
        empty={
          <EmptyState icon={FileText} title={texts.sidebar.noTemplatesHere}>
            <p>
              Create one with New Template, add ones you have with Add templates, or drag one onto this project in the
              sidebar.
            </p>
            <p className="mt-2">
              Then fill forms with it on any site: <TextLink to="/extension">Get the extension</TextLink>
            </p>
          </EmptyState>
        }
      />
    </div>
  );
}
