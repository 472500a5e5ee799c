import { messages } from '@filldeck/shared';
import { NotFound } from '../../../components/not-found.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingStatus } from '../../../components/ui/loading-status.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTemplate } from '../api/get-template.ts';
import type { EditorComponents, RenderComponentEditor } from '../types.ts';
import { EditorUnavailable } from './editor-unavailable.tsx';
import { TemplateEditorForm } from './template-editor-form.tsx';

interface TemplateEditorProps {
  templateId: string;
  plan: string;
  components: EditorComponents;
  renderComponentEditor: RenderComponentEditor;
}

/** /templates/:templateId: loads the template and says why when it cannot be edited. */
export function TemplateEditor({ templateId, plan, components, renderComponentEditor }: TemplateEditorProps) {
  const template = useTemplate(templateId);
  const isMissing = isApiError(template.error, 404);
  useDocumentTitle(template.data?.name ?? (isMissing ? 'Template not found' : 'Template'));

  if (template.data) {
    return (
      <TemplateEditorForm
        key={template.data.id}
        template={template.data}
        plan={plan}
        components={components}
        renderComponentEditor={renderComponentEditor}
      />
    );
  }
  if (template.isPending) return <LoadingStatus>{messages.editor.loadingTemplate}</LoadingStatus>;
  if (isMissing) {
    return (
      <NotFound title={messages.editor.templateNotFound} homeHref="/templates" homeLabel="Go to all templates">
        This template does not exist, was deleted, or belongs to another account.
      </NotFound>
    );
  }
  if (isApiError(template.error, 403)) {
    return (
      <EditorUnavailable kind="locked" title="Template locked">
        <p role="alert">{messages.editor.lockedTemplate}</p>
      </EditorUnavailable>
    );
  }
  return (
    <Alert tone="error">
      <p>This template could not be loaded. Check your connection and try again.</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={() => template.refetch()}>
        Try again
      </Button>
    </Alert>
  );
}
