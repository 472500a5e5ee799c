import {
  type AdHocField,
  LIMITS,
  normalizeMaxTokens,
  type Template,
  type UpdateTemplateRequest,
} from '@filldeck/shared';

/**
 * What Save Template writes besides the sections (which are saved at once when added or
 * removed): the editor's local copy. Max tokens is kept as typed; it is read with
 * normalizeMaxTokens (1200 when empty or invalid) when compared and when saved.
 */
export interface TemplateDraft {
  name: string;
  adHocFields: AdHocField[];
  aiInstructions: string;
  model: string;
  maxTokens: string;
  tone: string;
  style: string;
  specialization: string;
}

/** Max tokens as it will be saved: 1200 when empty or invalid (normalizeMaxTokens), at most 16000. */
export function readMaxTokens(value: string): number {
  return Math.min(normalizeMaxTokens(value), LIMITS.maxTokens);
}

export function toDraft(template: Template): TemplateDraft {
  return {
    name: template.name,
    adHocFields: template.adHocFields,
    aiInstructions: template.aiInstructions,
    model: template.aiSettings.model,
    maxTokens: String(template.aiSettings.max_tokens),
    tone: template.aiSettings.tone,
    style: template.aiSettings.style,
    specialization: template.specialization,
  };
}

function sameAdHocFields(a: readonly AdHocField[], b: readonly AdHocField[]): boolean {
  return (
    a.length === b.length &&
    a.every((field, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        field.id === other.id &&
        field.name === other.name &&
        field.value === other.value &&
        field.type === other.type &&
        field.required === other.required
      );
    })
  );
}

/** Whether the draft differs from the saved template in anything Save Template would change. */
export function isDraftDirty(saved: TemplateDraft, draft: TemplateDraft): boolean {
  return (
    saved.name !== draft.name ||
    saved.aiInstructions !== draft.aiInstructions ||
    saved.model !== draft.model ||
    readMaxTokens(saved.maxTokens) !== readMaxTokens(draft.maxTokens) ||
    saved.tone !== draft.tone ||
    saved.style !== draft.style ||
    saved.specialization !== draft.specialization ||
    !sameAdHocFields(saved.adHocFields, draft.adHocFields)
  );
}

/** PUT /api/templates/:id body: the whole editable template, sections and project as saved. */
export function toSaveRequest(template: Template, draft: TemplateDraft): UpdateTemplateRequest {
  return {
    name: draft.name,
    projectId: template.projectId,
    sections: template.sections,
    adHocFields: draft.adHocFields,
    aiInstructions: draft.aiInstructions,
    aiSettings: {
      model: draft.model,
      max_tokens: readMaxTokens(draft.maxTokens),
      tone: draft.tone,
      style: draft.style,
    },
    specialization: draft.specialization,
  };
}
