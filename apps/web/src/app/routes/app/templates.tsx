import { messages } from '@filldeck/shared';
import { FileText } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useProjects } from '../../../features/projects/api/list-projects.ts';
import { ImportTemplateDialog } from '../../../features/template-editor/components/import-template-dialog.tsx';
import { useTemplates } from '../../../features/templates/api/list-templates.ts';
import { CreateTemplateAlert } from '../../../features/templates/components/create-template-alert.tsx';
import { NewTemplateButton } from '../../../features/templates/components/new-template-button.tsx';
import { TemplateList } from '../../../features/templates/components/template-list.tsx';
import { useNewTemplate } from '../../../features/templates/hooks/use-new-template.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function TemplatesRoute() {
  useDocumentTitle(messages.pages.allTemplates);
  const templates = useTemplates();
  const projects = useProjects();
  const newTemplate = useNewTemplate({ title: messages.defaults.untitledTemplate });
  const projectNames = useMemo(
    () => (projects.data ? new Map(projects.data.map((project) => [project.id, project.name])) : undefined),
    [projects.data],
  );

  return (
    <div className="max-w-4xl">
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeader title={messages.pages.allTemplates} description="Every template you have, oldest first." />
        <div className="flex items-center gap-2">
          <ImportTemplateDialog />
          <NewTemplateButton onClick={newTemplate.createAndOpen} isCreating={newTemplate.isCreating} />
        </div>
      </div>
      <CreateTemplateAlert message={newTemplate.error} />
      {templates.isError ? (
        <Alert tone="error">{messages.pages.failedToLoadTemplates}</Alert>
      ) : templates.data === undefined ? (
        <ListSkeleton label="Loading templates…" />
      ) : (
        <TemplateList
          templates={templates.data}
          projectNames={projectNames}
          empty={
            <EmptyState icon={FileText} title={messages.pages.noTemplatesYet}>
              <p>Create one with New Template above, or pick a prebuilt one on the dashboard.</p>
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
