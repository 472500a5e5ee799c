import {
  type AdHocField,
  type ComponentField,
  LIMITS,
  normalizeMaxTokens,
  type PatchTemplateRequest,
  type Section,
  type Template,
} from '@filldeck/shared';

/** A staged change to a component used by the template: its new title and fields. */
export interface ComponentEdit {
  title: string;
  fields: ComponentField[];
}

/**
 * The editor's local copy: everything one Save Template writes — the name, the sections, edits
 * to their components, ad-hoc fields, instructions and settings. Nothing is written before Save.
 * Max tokens is kept as typed; it is read with normalizeMaxTokens (1200 when empty or invalid)
 * when compared and when saved.
 */
export interface TemplateDraft {
  name: string;
  sections: Section[];
  /** Staged component changes by component id; saved with the template. */
  componentEdits: Readonly<Record<string, ComponentEdit>>;
  adHocFields: AdHocField[];
  aiInstructions: string;
  model: string;
  maxTokens: string;
  tone: string;
  style: string;
  /** Fill settings (docs/matcher.md#agreements-and-marketing). */
  tickAgreements: boolean;
  clearMarketing: boolean;
  specialization: string;
}

/** Max tokens as it will be saved: 1200 when empty or invalid (normalizeMaxTokens), at most 16000. */
export function readMaxTokens(value: string): number {
  return Math.min(normalizeMaxTokens(value), LIMITS.maxTokens);
}

/**
 * Why a typed max tokens cannot be saved, or null. Out of range is told, never clamped (99999 is
 * not quietly saved as 16000); empty or not a number is 1200
 * (docs/product.md#templates-and-the-template-editor).
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
    sections: template.sections,
    componentEdits: {},
    adHocFields: template.adHocFields,
    aiInstructions: template.aiInstructions,
    model: template.aiSettings.model,
    maxTokens: String(template.aiSettings.max_tokens),
    tone: template.aiSettings.tone,
    style: template.aiSettings.style,
    tickAgreements: template.aiSettings.tick_agreements,
    clearMarketing: template.aiSettings.clear_marketing,
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

function sameSections(a: readonly Section[], b: readonly Section[]): boolean {
  return a.length === b.length && a.every((s, i) => s.id === b[i]?.id && s.componentId === b[i]?.componentId);
}

/** Whether the draft differs from the saved template in anything Save Template would change. */
export function isDraftDirty(saved: TemplateDraft, draft: TemplateDraft): boolean {
  return (
    saved.name !== draft.name ||
    !sameSections(saved.sections, draft.sections) ||
    Object.keys(draft.componentEdits).length > 0 ||
    saved.aiInstructions !== draft.aiInstructions ||
    saved.model !== draft.model ||
    readMaxTokens(saved.maxTokens) !== readMaxTokens(draft.maxTokens) ||
    saved.tone !== draft.tone ||
    saved.style !== draft.style ||
    saved.tickAgreements !== draft.tickAgreements ||
    saved.clearMarketing !== draft.clearMarketing ||
    saved.specialization !== draft.specialization ||
    !sameAdHocFields(saved.adHocFields, draft.adHocFields)
  );
}

/** The fields Save Template owns: everything in the draft but component edits, never the project. */
export type SaveTemplateRequest = Required<
  Pick<PatchTemplateRequest, 'name' | 'sections' | 'adHocFields' | 'aiInstructions' | 'aiSettings' | 'specialization'>
>;

/**
 * PATCH /api/templates/:id body for Save Template. projectId (changed by a move) is left out, so
 * a move made elsewhere that this tab has not refetched yet is never reverted. Component edits
 * are written to the components first (PUT /api/components/:id).
 */
export function toSaveRequest(draft: TemplateDraft): SaveTemplateRequest {
  return {
    name: draft.name,
    sections: draft.sections,
    adHocFields: draft.adHocFields,
    aiInstructions: draft.aiInstructions,
    aiSettings: {
      model: draft.model,
      max_tokens: readMaxTokens(draft.maxTokens),
      tone: draft.tone,
      style: draft.style,
      tick_agreements: draft.tickAgreements,
      clear_marketing: draft.clearMarketing,
    },
    specialization: draft.specialization,
  };
}

/** The draft with a section for the component added at the end; unchanged when it is there already. */
export function withSectionAdded(draft: TemplateDraft, componentId: string, sectionId: string): TemplateDraft {
  if (draft.sections.some((section) => section.componentId === componentId)) return draft;
  return { ...draft, sections: [...draft.sections, { id: sectionId, componentId }] };
}

/** The draft without the section, and without staged edits of its component. */
export function withSectionRemoved(draft: TemplateDraft, sectionId: string): TemplateDraft {
  const section = draft.sections.find((s) => s.id === sectionId);
  if (!section) return draft;
  const { [section.componentId]: _dropped, ...componentEdits } = draft.componentEdits;
  return { ...draft, sections: draft.sections.filter((s) => s.id !== sectionId), componentEdits };
}

/** The draft with a component's change staged, or unstaged when it matches the saved component. */
export function withComponentEdit(
  draft: TemplateDraft,
  component: { id: string } & ComponentEdit,
  edit: ComponentEdit,
): TemplateDraft {
  const { [component.id]: _previous, ...others } = draft.componentEdits;
  const isUnchanged = JSON.stringify([component.title, component.fields]) === JSON.stringify([edit.title, edit.fields]);
  return { ...draft, componentEdits: isUnchanged ? others : { ...others, [component.id]: edit } };
}
