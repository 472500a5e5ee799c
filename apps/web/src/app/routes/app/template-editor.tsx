import { useParams } from 'react-router';
import { useComponents } from '../../../features/components/api/list-components.ts';
import { ComponentEditForm } from '../../../features/components/components/component-edit-form.tsx';
import { TemplateEditor } from '../../../features/template-editor/components/template-editor.tsx';
import { useSignedInUser } from '../../use-signed-in-user.ts';

/**
 * /templates/:templateId. The editor shows and edits the user's components through the
 * components feature, composed here so neither feature imports the other.
 */
export function TemplateEditorRoute() {
  const { templateId = '' } = useParams();
  const user = useSignedInUser();
  const components = useComponents();

  return (
    <TemplateEditor
      key={templateId}
      templateId={templateId}
      plan={user.plan}
      components={{ list: components.data, isError: components.isError }}
      renderComponentEditor={({ component, onDone, extraActions }) => (
        <ComponentEditForm component={component} plan={user.plan} onDone={onDone} extraActions={extraActions} />
      )}
    />
  );
}
