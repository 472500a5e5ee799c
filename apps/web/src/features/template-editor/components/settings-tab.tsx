import { AI_MODELS, LIMITS, texts } from '@filldeck/shared';
import { useId } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { CheckboxField } from '#components/ui/checkbox-field.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextareaField } from '#components/ui/textarea-field.tsx';
import { maxTokensError, type TemplateDraft } from '../utils/draft.ts';

const MODEL_LABELS: Record<string, string> = {
  'gpt-4o-mini': texts.editor.fastModel,
  'gpt-4o': texts.editor.smartModel,
};
const MODEL_OPTIONS = AI_MODELS.map((model) => ({
  value: model.value,
  label: MODEL_LABELS[model.value] ?? model.label,
}));

interface SettingsTabProps {
  draft: TemplateDraft;
  onChange: (patch: Partial<TemplateDraft>) => void;
  /** False on a server without an AI model: the tab says so, and the model choice is not in effect. */
  isModelAvailable: boolean;
}

/**
 * AI instructions and settings: model, max tokens (1200 when empty or invalid), tone, style,
 * specialization; and how a fill answers agreements and marketing boxes. On a server without a
 * model a note above the instructions says so (and is read with them), and the model's hint says
 * the choice is not in effect; everything stays editable and is kept for a server with a model.
 */
export function SettingsTab({ draft, onChange, isModelAvailable }: SettingsTabProps) {
  const noteId = useId();
  const instructionsId = useId();
  return (
    <div className="flex max-w-3xl flex-col gap-5">
      {isModelAvailable ? null : (
        <Alert tone="info">
          <p id={noteId}>{texts.ai.notSetUp}</p>
        </Alert>
      )}
      <TextareaField
        id={instructionsId}
        // Without a model the note is read with the instructions, before their hint.
        {...(isModelAvailable ? {} : { 'aria-describedby': `${noteId} ${instructionsId}-hint` })}
        label="AI instructions"
        rows={6}
        maxLength={LIMITS.aiInstructions}
        hint="What the AI should know when it fills a form with this template: who you are, what to stress, what to avoid."
        value={draft.aiInstructions}
        onChange={(event) => onChange({ aiInstructions: event.target.value })}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField
          label="Model"
          options={MODEL_OPTIONS}
          hint={
            isModelAvailable
              ? `${texts.editor.fastModel} uses gpt-4o-mini; ${texts.editor.smartModel} uses gpt-4o.`
              : texts.ai.modelNotInEffect
          }
          value={draft.model}
          onChange={(event) => onChange({ model: event.target.value })}
        />
        <TextField
          label="Max tokens"
          type="number"
          inputMode="numeric"
          min={1}
          max={LIMITS.maxTokens}
          step={1}
          hint={`Up to ${LIMITS.maxTokens}. Left empty, it is 1200.`}
          error={maxTokensError(draft.maxTokens) ?? undefined}
          value={draft.maxTokens}
          onChange={(event) => onChange({ maxTokens: event.target.value })}
        />
        <TextField
          label="Tone"
          autoComplete="off"
          maxLength={LIMITS.tone}
          placeholder="e.g. friendly, confident"
          value={draft.tone}
          onChange={(event) => onChange({ tone: event.target.value })}
        />
        <TextField
          label="Style"
          autoComplete="off"
          maxLength={LIMITS.style}
          placeholder="e.g. concise, formal"
          value={draft.style}
          onChange={(event) => onChange({ style: event.target.value })}
        />
        <TextField
          label="Specialization"
          autoComplete="off"
          maxLength={LIMITS.specialization}
          placeholder="other"
          value={draft.specialization}
          onChange={(event) => onChange({ specialization: event.target.value })}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-zinc-900 dark:text-zinc-100">
          {texts.editor.fillSettings}
        </legend>
        <CheckboxField
          label={texts.editor.tickAgreements}
          checked={draft.tickAgreements}
          onChange={(event) => onChange({ tickAgreements: event.target.checked })}
        />
        <CheckboxField
          label={texts.editor.clearMarketing}
          checked={draft.clearMarketing}
          onChange={(event) => onChange({ clearMarketing: event.target.checked })}
        />
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{texts.editor.fillSettingsHint}</p>
      </fieldset>
    </div>
  );
}
