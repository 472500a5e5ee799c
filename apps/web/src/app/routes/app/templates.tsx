import { texts } from '@filldeck/shared';
import { FileText, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '#components/empty-state.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { useProjects } from '#features/projects/api/list-projects.ts';
import { ImportTemplateDialog } from '#features/template-editor/components/import-template-dialog.tsx';
import { useTemplates } from '#features/templates/api/list-templates.ts';
import { CreateTemplateAlert } from '#features/templates/components/create-template-alert.tsx';
import { NewTemplateButton } from '#features/templates/components/new-template-button.tsx';
import { NewTemplateDialog } from '#features/templates/components/new-template-dialog.tsx';
import { TemplateListBlock } from '#features/templates/components/template-list-block.tsx';
import { TemplateListToolbar } from '#features/templates/components/template-list-toolbar.tsx';
import { useNewTemplate } from '#features/templates/hooks/use-new-template.ts';
import { useTemplateSort } from '#features/templates/hooks/use-template-sort.ts';
import { findTemplates } from '#features/templates/utils/find-templates.ts';
import { useDocumentTitle } from '#lib/use-document-title.ts';
import { useSignedInUser } from '../../use-signed-in-user.ts';
import { useTemplateRowActions } from '../../use-template-row-actions.ts';

export function TemplatesRoute() {
  useDocumentTitle(texts.pages.allTemplates);
  const templates = useTemplates();
  const projects = useProjects();
  const user = useSignedInUser();
  const newTemplate = useNewTemplate({ suggestedName: texts.defaults.untitledTemplate, plan: user.plan });
  const rowActions = useTemplateRowActions();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useTemplateSort();
  const projectNames = useMemo(
    () => (projects.data ? new Map(projects.data.map((project) => [project.id, project.name])) : undefined),
    [projects.data],
  );
  const shown = useMemo(
    () => (templates.data ? findTemplates(templates.data, query, sort) : undefined),
    [templates.data, query, sort],
  );
  const hasTemplates = (templates.data?.length ?? 0) > 0;

  return (
    <div className="max-w-4xl">
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeader title={texts.pages.allTemplates} description="Every template you have, in any project." />
        <div className="mb-6 flex items-center gap-2">
          <ImportTemplateDialog />
          <NewTemplateButton onClick={newTemplate.askForName} isCreating={newTemplate.isCreating} />
        </div>
      </div>
      <NewTemplateDialog flow={newTemplate} />
      <CreateTemplateAlert notice={newTemplate.error} />
      {hasTemplates ? (
        <TemplateListToolbar query={query} onQueryChange={setQuery} sort={sort} onSortChange={setSort} />
      ) : null}
      <TemplateListBlock
        templates={templates}
        shown={shown}
        projectNames={projectNames}
        rowActions={rowActions}
        empty={
          hasTemplates ? (
            <EmptyState
              icon={SearchX}
              title={`No templates match "${query.trim()}"`}
              action={
                <Button variant="secondary" size="sm" onClick={() => setQuery('')}>
                  Clear search
                </Button>
              }
            >
              <p>Check the spelling, or search for part of the name.</p>
            </EmptyState>
          ) : (
            <EmptyState icon={FileText} title={texts.pages.noTemplatesYet}>
              <p>Create one with New Template above, or pick a prebuilt one on the dashboard.</p>
              <p className="mt-2">
                Then fill forms with it on any site: <TextLink to="/extension">Get the extension</TextLink>
              </p>
            </EmptyState>
          )
        }
      />
    </div>
  );
}
