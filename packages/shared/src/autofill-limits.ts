/**
 * `POST /api/autofill`: what the page engine sends about a page's fields and what the server
 * answers (docs/api-autofill.md). Every string is bounded; the engine clips what it reads from a
 * page to these sizes, so only a request that was not made by the engine is ever refused for size.
 */
export const AUTOFILL_LIMITS = {
  /** Fields per request. */
  fields: 500,
  key: 200,
  /** name, id, autocomplete, placeholder, type, tag, pattern. */
  attribute: 500,
  /** The computed label and the nearby context text. */
  label: 1_000,
  options: 500,
  optionText: 300,
  /** A field's current value. */
  value: 10_000,
  url: 2_048,
  title: 500,
} as const;

/**
 * How a control is filled:
 * - text: `<input>` of a text-like type (text, email, tel, url, number, date, month, time, …)
 * - textarea, select (`<select>`; the value is an option's value)
 * - radio: a radio group as one field (the value is the chosen radio's value)
 * - checkbox: one checkbox (the value is a boolean)
 * - combobox: a custom dropdown (ARIA combobox or listbox button; the value is the option's text)
 * - contenteditable: a rich text box (the value is its text)
 * - file: a file input (the value is the id of one of the user's files; the extension attaches it)
 */
export const PAGE_FIELD_KINDS = [
  'text',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'combobox',
  'contenteditable',
  'file',
] as const;
export type PageFieldKind = (typeof PAGE_FIELD_KINDS)[number];
