import { normalizePlan, PLAN_LIMITS, texts } from '@filldeck/shared';
import { useMemo } from 'react';
import { ListSkeleton } from '#components/list-skeleton.tsx';
import { LoadError } from '#components/load-error.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { useProjects } from '#features/projects/api/list-projects.ts';
import { ProjectsEmptyState } from '#features/projects/components/projects-empty-state.tsx';
import { ProjectsList } from '#features/projects/components/projects-list.tsx';
import { useTemplates } from '#features/templates/api/list-templates.ts';
import { useDocumentTitle } from '#lib/use-document-title.ts';
import { useSignedInUser } from '../../use-signed-in-user.ts';

export function ProjectsRoute() {
  useDocumentTitle(texts.pages.myProjects);
  const user = useSignedInUser();
  const projects = useProjects();
  const templates = useTemplates();
  const templateCounts = useMemo(() => {
    if (!templates.data) return undefined;
    const counts = new Map<string, number>();
    for (const { projectId } of templates.data) if (projectId) counts.set(projectId, (counts.get(projectId) ?? 0) + 1);
    return counts;
  }, [templates.data]);

  return (
    <div className="max-w-4xl">
      <PageHeader title={texts.pages.myProjects} description="Your projects, newest first." />
      {projects.isError && projects.data === undefined ? (
        <LoadError
          message={"We couldn't load your projects."}
          error={projects.error}
          onRetry={() => projects.refetch()}
          isRetrying={projects.isFetching}
        />
      ) : projects.data === undefined ? (
        <ListSkeleton label="Loading projects…" />
      ) : projects.data.length === 0 ? (
        <ProjectsEmptyState planAllowsProjects={PLAN_LIMITS[normalizePlan(user.plan)].projects > 0} />
      ) : (
        <ProjectsList projects={projects.data} templateCounts={templateCounts} />
      )}
    </div>
  );
}
