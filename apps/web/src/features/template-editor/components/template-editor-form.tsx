import { type Component, limitReachedText, normalizePlan, type Template, texts } from '@filldeck/shared';
import { useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#components/ui/tabs.tsx';
import { useSaveDraft } from '../hooks/use-save-draft.ts';
import { useTemplateDraft } from '../hooks/use-template-draft.ts';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard.ts';
import type { EditorComponents, EditorTemplates, PatchTemplate, RenderComponentEditor } from '../types.ts';
import {
  maxTokensError,
  type TemplateDraft,
  withComponentEdit,
  withSectionAdded,
  withSectionRemoved,
} from '../utils/draft.ts';
import { countTemplateFields, templateFieldLimit } from '../utils/field-count.ts';
import { newSectionId } from '../utils/new-id.ts';
import { type SharedEdit, sharedEdits } from '../utils/shared-components.ts';
import { AdHocFields } from './ad-hoc-fields.tsx';
import { ComponentSections } from './component-sections.tsx';
import { EditorHeader } from './editor-header.tsx';
import { LeaveConfirmDialog } from './leave-confirm-dialog.tsx';
import { SavedBanner } from './saved-banner.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { SharedChangesDialog } from './shared-changes-dialog.tsx';
import { UnsavedChangesBar } from './unsaved-changes-bar.tsx';

interface TemplateEditorFormProps {
  template: Template;
  plan: string;
  components: EditorComponents;
  templates: EditorTemplates;
  patchTemplate: PatchTemplate;
  renderComponentEditor: RenderComponentEditor;
  /** False on a server without an AI model (GET /api/server-info): the Settings tab says so. */
  isModelAvailable: boolean;
}

/** The user's components as the draft would save them (staged changes applied). */
function withStagedEdits(list: readonly Component[] | undefined, draft: TemplateDraft): Component[] {
  return (list ?? []).map((c) => {
    const edit = draft.componentEdits[c.id];
    return edit ? { ...c, ...edit } : c;
  });
}

/**
 * A loaded template: header, Main and Settings tabs, the saved banner and the unsaved-changes
 * bar. Every change is staged in the draft and written by one Save Template.
 */
export function TemplateEditorForm(props: TemplateEditorFormProps) {
  const { template, plan, components, templates, patchTemplate, renderComponentEditor, isModelAvailable } = props;
  const { draft, isDirty, update, change, discard, markSaved, markComponentSaved } = useTemplateDraft(template);
  const save = useSaveDraft({
    templateId: template.id,
    components,
    patchTemplate,
    onSaved: markSaved,
    onComponentSaved: markComponentSaved,
  });
  const [isSavedShown, setSavedShown] = useState(false);
  const [isRefusalShown, setRefusalShown] = useState(false);
  const [toConfirm, setToConfirm] = useState<SharedEdit[]>([]);
  const settingsError = maxTokensError(draft.maxTokens);
  const blocker = useUnsavedChangesGuard(isDirty);
  const limit = templateFieldLimit(plan);
  const fieldCount = countTemplateFields(
    draft.sections,
    draft.adHocFields.length,
    withStagedEdits(components.list, draft),
  );

  const write = async () => {
    setToConfirm([]);
    if (await save.run(draft)) setSavedShown(true);
  };

  const onSave = () => {
    if (save.isPending) return;
    setSavedShown(false);
    // A setting out of range is said, and nothing is saved (never clamped behind the user's back).
    setRefusalShown(settingsError !== null);
    if (settingsError !== null) return;
    // Changing a component other templates use is confirmed first.
    const shared = sharedEdits(draft.componentEdits, templates, template.id);
    if (shared.length > 0) setToConfirm(shared);
    else void write();
  };

  return (
    <div className="flex flex-col gap-6">
      <EditorHeader
        templateId={template.id}
        name={draft.name}
        onRename={(name) => update({ name })}
        isDirty={isDirty}
      />
      {isSavedShown && !isDirty ? <SavedBanner onDismiss={() => setSavedShown(false)} /> : null}
      {isRefusalShown && settingsError ? <Alert tone="error">{`Not saved. Settings: ${settingsError}`}</Alert> : null}
      {save.error ? <Alert tone="error">{save.error}</Alert> : null}
      <Tabs defaultValue="main">
        <TabsList aria-label="Template editor">
          <TabsTrigger value="main">{texts.editor.main}</TabsTrigger>
          <TabsTrigger value="settings">{texts.editor.settings}</TabsTrigger>
        </TabsList>
        <TabsContent value="main" className="flex flex-col gap-10">
          <ComponentSections
            templateId={template.id}
            sections={draft.sections}
            componentEdits={draft.componentEdits}
            components={components}
            templates={templates}
            onAdd={(componentId) =>
              change((d) => withSectionAdded(d, componentId, newSectionId(d.sections.map((s) => s.id))))
            }
            onRemove={(sectionId) => change((d) => withSectionRemoved(d, sectionId))}
            onStage={(component, edit) => change((d) => withComponentEdit(d, component, edit))}
            renderComponentEditor={renderComponentEditor}
          />
          <AdHocFields
            fields={draft.adHocFields}
            onChange={(adHocFields) => update({ adHocFields })}
            fieldCount={fieldCount}
            limit={limit}
            limitText={limitReachedText('fieldsPerTemplate', normalizePlan(plan))}
          />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab draft={draft} onChange={update} isModelAvailable={isModelAvailable} />
        </TabsContent>
      </Tabs>
      {isDirty ? <UnsavedChangesBar isSaving={save.isPending} onSave={onSave} onDiscard={discard} /> : null}
      <SharedChangesDialog edits={toConfirm} onConfirm={() => void write()} onCancel={() => setToConfirm([])} />
      <LeaveConfirmDialog blocker={blocker} />
    </div>
  );
}
