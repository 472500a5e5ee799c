/** Builders for the matcher's tests: a page field as the page engine sends it, a template value. */
import type { PageFieldInput } from '@filldeck/shared';
import { pageFieldSchema } from '@filldeck/shared';
import type { TemplateValue } from './types.ts';

/** A page field: a text input unless the input says otherwise. */
export const field = (input: Partial<PageFieldInput> & { key: string }) =>
  pageFieldSchema.parse({ kind: 'text', tag: 'input', type: 'text', ...input });

/** A list labelled `label` offering `options` after a "--" placeholder. */
export const select = (
  key: string,
  label: string,
  options: Array<{ value: string; text: string }>,
  input: Partial<PageFieldInput> = {},
) =>
  field({
    key,
    kind: 'select',
    tag: 'select',
    type: '',
    label,
    options: [{ value: '', text: '--' }, ...options],
    ...input,
  });

/** Options whose values are their texts in lower case ("Yes" → "yes"). */
export const optionsOf = (texts: string[]) => texts.map((text) => ({ value: text.toLowerCase(), text }));

/** A checkbox labelled `label`. */
export const checkbox = (key: string, label: string) => field({ key, kind: 'checkbox', type: 'checkbox', label });

/** A value of the template (text unless `type` says otherwise), labelled `label` in the component `group`. */
export const value = (label: string, v: string, group = 'Me', type: TemplateValue['type'] = 'text'): TemplateValue => ({
  id: `${group}:${label}`,
  label,
  type,
  value: v,
  group,
});
