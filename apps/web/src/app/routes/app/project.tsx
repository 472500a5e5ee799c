import { messages } from '@filldeck/shared';
import { FileText } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useProjects } from '../../../features/projects/api/list-projects.ts';
import { ProjectHeader } from '../../../features/projects/components/project-header.tsx';
import { ProjectNotFound } from '../../../features/projects/components/project-not-found.tsx';
import { useTemplates } from '../../../features/templates/api/list-templates.ts';
import { CreateTemplateAlert } from '../../../features/templates/components/create-template-alert.tsx';
import { NewTemplateButton } from '../../../features/templates/components/new-template-button.tsx';
import { TemplateList } from '../../../features/templates/components/template-list.tsx';
import { useNewTemplate } from '../../../features/templates/hooks/use-new-template.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function ProjectRoute() {
  const { projectId = '' } = useParams();
  const projects = useProjects();
  const templates = useTemplates();
  const newTemplate = useNewTemplate({ title: messages.defaults.newTemplate, projectId });
  const project = projects.data?.find((candidate) => candidate.id === projectId);
  useDocumentTitle(project?.name ?? (projects.data ? 'Project not found' : 'Project'));

  if (projects.isError) return <Alert tone="error">We couldn't load your projects. Please try again later.</Alert>;
  if (projects.data === undefined) return <ListSkeleton label="Loading project…" />;
  if (!project) return <ProjectNotFound />;

  const inProject = templates.data?.filter((template) => template.projectId === project.id);
  return (
    <div className="max-w-4xl">
      <ProjectHeader key={project.id} project={project} />
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold tracking-tight">Templates</h2>
        <NewTemplateButton onClick={newTemplate.createAndOpen} isCreating={newTemplate.isCreating} />
      </div>
      <CreateTemplateAlert message={newTemplate.error} />
      {templates.isError ? (
        <Alert tone="error">{messages.pages.failedToLoadTemplates}</Alert>
      ) : inProject === undefined ? (
        <ListSkeleton label="Loading templates…" />
      ) : (
        <TemplateList
          templates={inProject}
          empty={
            <EmptyState icon={FileText} title={messages.sidebar.noTemplatesHere}>
              <p>Create one with New Template, or drag a template onto this project in the sidebar.</p>
              <p className="mt-2">
                Then fill forms with it on any site: <TextLink to="/extension">Get the extension</TextLink>
              </p>
            </EmptyState>
          }
        />
      )}
    </div>
  );
}
