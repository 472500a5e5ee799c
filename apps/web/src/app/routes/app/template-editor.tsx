import { useParams } from 'react-router';
import { useComponents } from '#features/components/api/list-components.ts';
import { useUpdateComponent } from '#features/components/api/update-component.ts';
import { ComponentDraftForm } from '#features/components/components/component-draft-form.tsx';
import { useIsModelAvailable } from '#features/server-info/api/get-server-info.ts';
import { TemplateEditor } from '#features/template-editor/components/template-editor.tsx';
import { useTemplates } from '#features/templates/api/list-templates.ts';
import { patchTemplate } from '#features/templates/api/patch-template.ts';
import { useSignedInUser } from '../../use-signed-in-user.ts';

/**
 * /templates/:templateId. The editor shows and edits the user's components through the
 * components feature and saves through the templates feature's `patchTemplate`, composed here so
 * no feature imports another.
 */
export function TemplateEditorRoute() {
  const { templateId = '' } = useParams();
  const user = useSignedInUser();
  const components = useComponents();
  const templates = useTemplates();
  const updateComponent = useUpdateComponent();
  const isModelAvailable = useIsModelAvailable();

  return (
    <TemplateEditor
      key={templateId}
      templateId={templateId}
      plan={user.plan}
      templates={templates.data}
      patchTemplate={patchTemplate}
      isModelAvailable={isModelAvailable}
      components={{
        list: components.data,
        error: components.error,
        isRetrying: components.isFetching,
        retry: () => void components.refetch(),
        save: async (componentId, edit) => {
          await updateComponent.mutateAsync({ componentId, values: edit });
        },
      }}
      renderComponentEditor={({ component, onStage, onDone, extraActions }) => (
        <ComponentDraftForm
          component={component}
          plan={user.plan}
          onStage={onStage}
          onDone={onDone}
          extraActions={extraActions}
        />
      )}
    />
  );
}
