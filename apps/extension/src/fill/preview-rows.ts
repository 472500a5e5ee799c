import {
  type AutofillResponse,
  type FillMark,
  type FillValue,
  fileSummary,
  type PageField,
  type RememberedFieldDescription,
  rememberedFieldOf,
  type SkipReason,
  type StoredFile,
} from '@filldeck/shared';

/** One proposed value in the preview: the field as the page labels it, and what would go in. */
export interface PreviewRow {
  key: string;
  label: string;
  value: FillValue;
  /** Who proposed it: the built-in matcher, the AI model, or an answer the user remembered for the site. */
  source: 'local' | 'ai' | 'remembered';
  /** How the field is described if the user asks to remember their answer for the site. */
  remember?: RememberedFieldDescription;
  /** For a select, radio group or combobox: the option text the value stands for. */
  shown: string;
  /** Free text the user may change in the preview (text boxes, text areas, editors). */
  editable: boolean;
  /** Free text edited in a text area that keeps its lines (a text area's value, a long or multi-line one). */
  multiline?: boolean;
  /** For a select, radio group or combobox: the field's own options, to choose another. */
  options?: Array<{ value: string; text: string }>;
  /** A box ticked as an agreement or cleared as a marketing offer by the template's settings. */
  mark?: FillMark;
  /** For a field in a frame of another site: that site, so the user sees where the value goes. */
  site?: string;
  /** For a file input: the user's file it is given (fetched only on Apply). */
  file?: StoredFile;
}

/** A field FillDeck did not fill, with why. */
export interface SkippedRow {
  key: string;
  label: string;
  reason: SkipReason;
  site?: string;
  /**
   * For a text field: how it is described if the user types an answer here and asks to remember it
   * for the site (the answer is applied with the rest).
   */
  remember?: RememberedFieldDescription;
}

/** What the preview says about a marked row, so the user sees what is agreed to. */
export const MARK_TEXTS: Record<FillMark, string> = {
  agreement: 'Agreement: ticked by your template’s settings',
  marketing: 'Marketing or partner offer: cleared by your template’s settings',
};

/** Why a field was not filled, as the preview says it. */
export const SKIP_TEXTS: Record<SkipReason, string> = {
  no_match: 'Nothing in your template fits',
  low_confidence: 'Not sure enough to fill',
  no_option: 'No option matches your value',
  does_not_fit: 'Your value does not fit this field',
  model_declined: 'The AI model had no answer',
};

/** What a person recognises a field by: its label, else placeholder, name or id. */
export function fieldTitle(field: PageField): string {
  return field.label || field.placeholder || field.name || field.id || field.key;
}

const EDITABLE = new Set(['text', 'textarea', 'contenteditable']);
const MULTILINE = new Set(['textarea', 'contenteditable']);
const WITH_OPTIONS = new Set(['select', 'radio', 'combobox']);
/** A value this long is edited in a text area even for a one-line field. */
const LONG_VALUE = 80;
/** Lists longer than this are not offered in the preview (a country list is ~250). */
const MAX_OPTIONS = 400;

/** What the preview says under a row whose field is in a frame of another site. */
export const frameSiteText = (site: string) => `In a frame from ${site}`;

function choicesOf(field: PageField, value: FillValue) {
  if (typeof value !== 'string' || !WITH_OPTIONS.has(field.kind)) return {};
  const options = field.options.filter((option) => option.value !== '' || option.text !== '');
  if (options.length < 2 || options.length > MAX_OPTIONS) return {};
  return { options: options.map(({ value, text }) => ({ value, text: text || value })) };
}

/**
 * The preview's rows, in the page's order, for every value the server proposed; `siteOf` names the
 * other site a field's frame belongs to, if any.
 */
export function previewRows(
  fields: readonly PageField[],
  response: AutofillResponse,
  siteOf: (key: string) => string | undefined = () => undefined,
): PreviewRow[] {
  return fields.flatMap((field): PreviewRow[] => {
    const value = response.values[field.key];
    if (value === undefined) return [];
    const option = typeof value === 'string' ? field.options.find((o) => o.value === value) : undefined;
    const editable = typeof value === 'string' && EDITABLE.has(field.kind);
    const multiline =
      editable && (MULTILINE.has(field.kind) || String(value).includes('\n') || String(value).length > LONG_VALUE);
    const site = siteOf(field.key);
    const file = response.files?.[field.key];
    if (file) {
      const source = response.sources[field.key] ?? 'local';
      return [
        {
          key: field.key,
          label: fieldTitle(field),
          value,
          source,
          shown: fileSummary(file),
          editable: false,
          file,
          ...(site ? { site } : {}),
        },
      ];
    }
    const described = rememberedFieldOf(field);
    const remember = described.label !== '' || described.name !== '' ? { remember: described } : {};
    return [
      {
        key: field.key,
        label: fieldTitle(field),
        value,
        source: response.sources[field.key] ?? 'local',
        ...remember,
        shown: typeof value === 'boolean' ? (value ? 'Checked' : 'Not checked') : (option?.text ?? value),
        editable,
        ...(multiline ? { multiline } : {}),
        ...choicesOf(field, value),
        ...(response.marks?.[field.key] ? { mark: response.marks[field.key] } : {}),
        ...(site ? { site } : {}),
      },
    ];
  });
}

/** The fields left unfilled, in the page's order, with the server's reason. */
export function skippedRows(
  fields: readonly PageField[],
  response: AutofillResponse,
  siteOf: (key: string) => string | undefined = () => undefined,
): SkippedRow[] {
  const reasons = new Map(response.skipped.map(({ key, reason }) => [key, reason]));
  return fields.flatMap((field) => {
    const reason = reasons.get(field.key);
    if (!reason || response.values[field.key] !== undefined) return [];
    const site = siteOf(field.key);
    const described = rememberedFieldOf(field);
    const typable = EDITABLE.has(field.kind) && (described.label !== '' || described.name !== '');
    return [
      {
        key: field.key,
        label: fieldTitle(field),
        reason,
        ...(site ? { site } : {}),
        ...(typable ? { remember: described } : {}),
      },
    ];
  });
}

/** The answers the user typed in the preview for fields that were not filled. */
export function typedAnswers(skipped: readonly SkippedRow[], choices: readonly RowChoice[]): Record<string, string> {
  const typable = new Set(skipped.filter((row) => row.remember).map((row) => row.key));
  const typed: Record<string, string> = {};
  for (const choice of choices) {
    if (typable.has(choice.key) && choice.text !== undefined && choice.text.trim() !== '')
      typed[choice.key] = choice.text;
  }
  return typed;
}

/** The values to apply: the rows left ticked, with any text typed or option chosen in the preview. */
export function valuesToApply(rows: readonly PreviewRow[], choices: readonly RowChoice[]): Record<string, FillValue> {
  const byKey = new Map(choices.map((choice) => [choice.key, choice]));
  const values: Record<string, FillValue> = {};
  for (const row of rows) {
    const choice = byKey.get(row.key);
    if (choice && !choice.apply) continue;
    const chosen = choice?.text;
    const allowed =
      chosen !== undefined && (row.editable || row.options?.some((option) => option.value === chosen) === true);
    values[row.key] = allowed ? chosen : row.value;
  }
  return values;
}

/** A user's choice for one row of the preview: keep it or not, and the text typed or the option chosen (its value). */
export interface RowChoice {
  key: string;
  apply: boolean;
  text?: string;
  /** The user asked to remember the changed value for this site. */
  remember?: boolean;
  /** The user asked to add the value to the template, as a field of its own. */
  addToTemplate?: boolean;
}
