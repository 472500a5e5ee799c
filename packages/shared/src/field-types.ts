/**
 * The one list of field types (docs/product.md#templates-and-the-template-editor), with how each
 * reads in the UI. The component editor, the ad-hoc fields, the prebuilt definitions, the server's
 * schemas and the fill all use it; every editor offers all of them. Stored values are these
 * `value`s.
 */
export const FIELD_TYPE_OPTIONS = [
  { value: 'text', label: 'Text' },
  { value: 'textarea', label: 'Long text' },
  { value: 'email', label: 'Email' },
  { value: 'tel', label: 'Phone' },
  { value: 'number', label: 'Number' },
  { value: 'date', label: 'Date' },
  { value: 'select', label: 'Select' },
  { value: 'tags', label: 'Tags' },
  { value: 'repeatable', label: 'Repeatable' },
  { value: 'file', label: 'File' },
] as const;
export type FieldType = (typeof FIELD_TYPE_OPTIONS)[number]['value'];
export const FIELD_TYPES = FIELD_TYPE_OPTIONS.map((option) => option.value) as [FieldType, ...FieldType[]];

const FIELD_TYPE_LABELS = new Map<string, string>(FIELD_TYPE_OPTIONS.map((option) => [option.value, option.label]));

/** How a field type reads in the UI ('Phone' for `tel`); an unknown type is shown capitalised. */
export function fieldTypeLabel(type: string): string {
  return FIELD_TYPE_LABELS.get(type) ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/** Whether a field's value is a file the user uploaded (the value holds the file's id, '' for none). */
export const isFileType = (type: string): boolean => type === 'file';

/** Whether a field of this type has choices (`options`) the user edits. */
export const hasOptions = (type: string): boolean => type === 'select';

/** AI models a template can use (docs/product.md#templates-and-the-template-editor, Settings). */
export const AI_MODELS = [
  { value: 'gpt-4o-mini', label: 'Fast Model' },
  { value: 'gpt-4o', label: 'Smart Model' },
] as const;
export type AiModel = (typeof AI_MODELS)[number]['value'];
export const DEFAULT_AI_MODEL: AiModel = 'gpt-4o-mini';
export const DEFAULT_MAX_TOKENS = 1200;

/** Reads max tokens: 1200 when empty or invalid (docs/product.md#templates-and-the-template-editor). */
export function normalizeMaxTokens(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_TOKENS;
}

export const AD_HOC_ID_PREFIX = 'adhoc_';
export const SECTION_ID_PREFIX = 'sec_';
