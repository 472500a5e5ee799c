import { AD_HOC_FIELD_TYPES, COMPONENT_FIELD_TYPES } from '@filldeck/shared';

const KNOWN_LABELS = new Map<string, string>(
  [...COMPONENT_FIELD_TYPES, ...AD_HOC_FIELD_TYPES].map((t) => [t.value, t.label]),
);

/** How a field type reads in the UI: the editors' label ('Text'), else the type capitalised ('Textarea'). */
export function fieldTypeLabel(type: string): string {
  return KNOWN_LABELS.get(type) ?? type.charAt(0).toUpperCase() + type.slice(1);
}
