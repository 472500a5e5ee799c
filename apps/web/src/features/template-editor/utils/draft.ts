import {
  type AdHocField,
  LIMITS,
  normalizeMaxTokens,
  type PatchTemplateRequest,
  type Template,
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

/**
 * Why a typed max tokens cannot be saved, or null. Out of range is told, never clamped (99999 is
 * not quietly saved as 16000); empty or not a number is the spec's 1200.
 */
export function maxTokensError(value: string): string | null {
  const n = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(n)) return null;
  if (n > LIMITS.maxTokens) return `Max tokens can be at most ${LIMITS.maxTokens}.`;
  if (n < 1) return 'Max tokens must be at least 1.';
  if (!Number.isInteger(n)) return 'Max tokens must be a whole number.';
  return null;
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

const sameOptions = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((option, i) => option === b[i]);

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
        field.required === other.required &&
        sameOptions(field.options, other.options)
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

/** The fields Save Template owns: everything in the draft, never the sections or the project. */
export type SaveTemplateRequest = Required<
  Pick<PatchTemplateRequest, 'name' | 'adHocFields' | 'aiInstructions' | 'aiSettings' | 'specialization'>
>;

/**
 * PATCH /api/templates/:id body for Save Template: only what the editor's Save owns. Sections
 * (saved at once when added or removed) and projectId (changed by a move) are left out, so a
 * change made elsewhere that this tab has not refetched yet is never reverted.
 */
export function toSaveRequest(draft: TemplateDraft): SaveTemplateRequest {
  return {
    name: draft.name,
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
