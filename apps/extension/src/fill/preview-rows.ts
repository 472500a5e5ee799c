import type { AutofillResponse, FillMark, FillValue, PageField } from '@filldeck/shared';
import type { RowChoice } from './preview-view.ts';

/** One proposed value in the preview: the field as the page labels it, and what would go in. */
export interface PreviewRow {
  key: string;
  label: string;
  value: FillValue;
  /** Who proposed it: the built-in matcher or the AI model. */
  source: 'local' | 'ai';
  /** For a select, radio group or combobox: the option text the value stands for. */
  shown: string;
  /** Free text the user may change in the preview (text boxes, text areas, editors). */
  editable: boolean;
  /** A box ticked as an agreement or cleared as a marketing offer by the template's settings. */
  mark?: FillMark;
  /** For a field in a frame of another site: that site, so the user sees where the value goes. */
  site?: string;
}

/** What the preview says about a marked row, so the user sees what is agreed to. */
export const MARK_TEXTS: Record<FillMark, string> = {
  agreement: 'Agreement: ticked by your template’s settings',
  marketing: 'Marketing or partner offer: cleared by your template’s settings',
};

/** What a person recognises a field by: its label, else placeholder, name or id. */
export function fieldTitle(field: PageField): string {
  return field.label || field.placeholder || field.name || field.id || field.key;
}

const EDITABLE = new Set(['text', 'textarea', 'contenteditable']);

/** What the preview says under a row whose field is in a frame of another site. */
export const frameSiteText = (site: string) => `In a frame from ${site}`;

/**
 * The preview's rows, in the page's order, for every value the server proposed; `siteOf` names the
 * other site a field's frame belongs to, if any.
 */
export function previewRows(
  fields: readonly PageField[],
  response: AutofillResponse,
  siteOf: (key: string) => string | undefined = () => undefined,
): PreviewRow[] {
  return fields.flatMap((field) => {
    const value = response.values[field.key];
    if (value === undefined) return [];
    const option = typeof value === 'string' ? field.options.find((o) => o.value === value) : undefined;
    return [
      {
        key: field.key,
        label: fieldTitle(field),
        value,
        source: response.sources[field.key] ?? 'local',
        shown: typeof value === 'boolean' ? (value ? 'Checked' : 'Not checked') : (option?.text ?? value),
        editable: typeof value === 'string' && EDITABLE.has(field.kind),
        ...(response.marks?.[field.key] ? { mark: response.marks[field.key] } : {}),
        ...(siteOf(field.key) ? { site: siteOf(field.key) } : {}),
      },
    ];
  });
}

/** The values to apply: the rows left ticked, with any text the user edited in the preview. */
export function valuesToApply(rows: readonly PreviewRow[], choices: readonly RowChoice[]): Record<string, FillValue> {
  const byKey = new Map(choices.map((choice) => [choice.key, choice]));
  const values: Record<string, FillValue> = {};
  for (const row of rows) {
    const choice = byKey.get(row.key);
    if (choice && !choice.apply) continue;
    values[row.key] = row.editable && choice?.text !== undefined ? choice.text : row.value;
  }
  return values;
}
