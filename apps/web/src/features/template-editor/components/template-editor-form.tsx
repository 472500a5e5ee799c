import { messages, normalizePlan, PLAN_NAMES, type Template } from '@filldeck/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSaveTemplate } from '../api/save-template.ts';
import { useTemplateDraft } from '../hooks/use-template-draft.ts';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard.ts';
import type { EditorComponents, RenderComponentEditor } from '../types.ts';
import { maxTokensError, toSaveRequest } from '../utils/draft.ts';
import { countTemplateFields, templateFieldLimit } from '../utils/field-count.ts';
import { AdHocFields } from './ad-hoc-fields.tsx';
import { ComponentSections } from './component-sections.tsx';
import { EditorHeader } from './editor-header.tsx';
import { LeaveConfirmDialog } from './leave-confirm-dialog.tsx';
import { SavedBanner } from './saved-banner.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { UnsavedChangesBar } from './unsaved-changes-bar.tsx';

const SAVE_FAILED = 'The template could not be saved. Please try again.';

interface TemplateEditorFormProps {
  template: Template;
  plan: string;
  components: EditorComponents;
  renderComponentEditor: RenderComponentEditor;
}

/** A loaded template: header, Main and Settings tabs, the saved banner and the unsaved-changes bar. */
export function TemplateEditorForm({ template, plan, components, renderComponentEditor }: TemplateEditorFormProps) {
  const { draft, isDirty, update, discard, markSaved } = useTemplateDraft(template);
  const save = useSaveTemplate();
  const [isSavedShown, setSavedShown] = useState(false);
  const [isRefusalShown, setRefusalShown] = useState(false);
  const settingsError = maxTokensError(draft.maxTokens);
  const blocker = useUnsavedChangesGuard(isDirty);
  const limit = templateFieldLimit(plan);
  const fieldCount = countTemplateFields(template.sections, draft.adHocFields.length, components.list ?? []);

  const onSave = async () => {
    if (save.isPending) return;
    setSavedShown(false);
    // A setting out of range is said, and nothing is saved (never clamped behind the user's back).
    setRefusalShown(settingsError !== null);
    if (settingsError !== null) return;
    const sent = draft;
    try {
      markSaved(await save.mutateAsync({ templateId: template.id, body: toSaveRequest(sent) }), sent);
      setSavedShown(true);
    } catch {
      // Shown from save.error below.
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <EditorHeader
        templateId={template.id}
        name={draft.name}
        onRename={(name) => update({ name })}
        isDirty={isDirty}
        isSaving={save.isPending}
        onSave={onSave}
      />
      {isSavedShown && !isDirty ? <SavedBanner onDismiss={() => setSavedShown(false)} /> : null}
      {isRefusalShown && settingsError ? <Alert tone="error">{`Not saved. Settings: ${settingsError}`}</Alert> : null}
      {save.error ? <Alert tone="error">{errorText(save.error, { fallback: SAVE_FAILED })}</Alert> : null}
      <Tabs defaultValue="main">
        <TabsList aria-label="Template editor">
          <TabsTrigger value="main">{messages.editor.main}</TabsTrigger>
          <TabsTrigger value="settings">{messages.editor.settings}</TabsTrigger>
        </TabsList>
        <TabsContent value="main" className="flex flex-col gap-10">
          <ComponentSections
            template={template}
            components={components}
            renderComponentEditor={renderComponentEditor}
          />
          <AdHocFields
            fields={draft.adHocFields}
            onChange={(adHocFields) => update({ adHocFields })}
            fieldCount={fieldCount}
            limit={limit}
            planName={PLAN_NAMES[normalizePlan(plan)]}
          />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab draft={draft} onChange={update} />
        </TabsContent>
      </Tabs>
      {isDirty ? <UnsavedChangesBar isSaving={save.isPending} onSave={onSave} onDiscard={discard} /> : null}
      <LeaveConfirmDialog blocker={blocker} />
    </div>
  );
}
