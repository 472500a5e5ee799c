import { texts } from '@filldeck/shared';
import { LoadError } from '#components/load-error.tsx';
import { NotFound } from '#components/not-found.tsx';
import { LoadingStatus } from '#components/ui/loading-status.tsx';
import { errorCode } from '#lib/error-text.ts';
import { useDocumentTitle } from '#lib/use-document-title.ts';
import { useTemplate } from '../api/get-template.ts';
import type { EditorComponents, EditorTemplates, PatchTemplate, RenderComponentEditor } from '../types.ts';
import { EditorUnavailable } from './editor-unavailable.tsx';
import { TemplateEditorForm } from './template-editor-form.tsx';

interface TemplateEditorProps {
  templateId: string;
  plan: string;
  components: EditorComponents;
  templates: EditorTemplates;
  patchTemplate: PatchTemplate;
  renderComponentEditor: RenderComponentEditor;
  /** False on a server without an AI model: the Settings tab says so. */
  isModelAvailable: boolean;
}

/** /templates/:templateId: loads the template and says why when it cannot be edited. */
export function TemplateEditor({
  templateId,
  plan,
  components,
  templates,
  patchTemplate,
  renderComponentEditor,
  isModelAvailable,
}: TemplateEditorProps) {
  const template = useTemplate(templateId);
  const isMissing = errorCode(template.error) === 'NOT_FOUND';
  useDocumentTitle(template.data?.name ?? (isMissing ? 'Template not found' : 'Template'));

  if (template.data) {
    return (
      <TemplateEditorForm
        key={template.data.id}
        template={template.data}
        plan={plan}
        components={components}
        templates={templates}
        patchTemplate={patchTemplate}
        renderComponentEditor={renderComponentEditor}
        isModelAvailable={isModelAvailable}
      />
    );
  }
  if (template.isPending) return <LoadingStatus>{texts.editor.loadingTemplate}</LoadingStatus>;
  if (isMissing) {
    return (
      <NotFound title={texts.editor.templateNotFound} homeHref="/templates" homeLabel="Go to all templates">
        This template does not exist, was deleted, or belongs to another account.
      </NotFound>
    );
  }
  if (errorCode(template.error) === 'LOCKED') {
    return (
      <EditorUnavailable title="Template locked">
        <p role="alert">{texts.editor.lockedTemplate}</p>
      </EditorUnavailable>
    );
  }
  return (
    <LoadError
      message="This template could not be loaded."
      error={template.error}
      onRetry={() => template.refetch()}
      isRetrying={template.isFetching}
    />
  );
}
