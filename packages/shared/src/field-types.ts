/** Field types (spec section 3). Prebuilt templates use them all; editors offer subsets. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'repeatable',
  'email',
  'tags',
  'number',
  'date',
  'select',
  'tel',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** What the component editor offers. */
export const COMPONENT_FIELD_TYPES = [
  { value: 'text', label: 'Text' },
  { value: 'number', label: 'Number' },
  { value: 'date', label: 'Date' },
] as const satisfies ReadonlyArray<{ value: FieldType; label: string }>;

/** What the ad-hoc field editor offers. */
export const AD_HOC_FIELD_TYPES = [
  { value: 'text', label: 'Text' },
  { value: 'email', label: 'Email' },
  { value: 'number', label: 'Number' },
  { value: 'date', label: 'Date' },
] as const satisfies ReadonlyArray<{ value: FieldType; label: string }>;

/** AI models a template can use (spec section 5, AI settings). */
export const AI_MODELS = [
  { value: 'gpt-4o-mini', label: 'Fast Model' },
  { value: 'gpt-4o', label: 'Smart Model' },
] as const;
export type AiModel = (typeof AI_MODELS)[number]['value'];
export const DEFAULT_AI_MODEL: AiModel = 'gpt-4o-mini';
export const DEFAULT_MAX_TOKENS = 1200;

/** Reads max tokens the way the spec does: 1200 when empty or invalid. */
export function normalizeMaxTokens(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_TOKENS;
}

export const AD_HOC_ID_PREFIX = 'adhoc_';
export const SECTION_ID_PREFIX = 'sec_';
