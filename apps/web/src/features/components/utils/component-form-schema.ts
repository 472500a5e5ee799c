import { type Component, componentFieldSchema, componentRequestSchema, hasOptions } from '@filldeck/shared';
import { z } from 'zod';

/**
 * The component form checks what the server checks, with the same schemas: title required
 * ('Title is required.'), each field's label required, known types. Plan limits are checked
 * separately because they depend on the plan. Options are sent for select fields only.
 */
export const componentFormSchema = z.object({
  title: componentRequestSchema.shape.title,
  fields: z.array(
    componentFieldSchema.transform(({ options, ...field }) =>
      hasOptions(field.type) ? { ...field, options: options ?? [] } : field,
    ),
  ),
});
export type ComponentFormInput = z.input<typeof componentFormSchema>;
export type ComponentFormOutput = z.output<typeof componentFormSchema>;

export const EMPTY_COMPONENT_FORM: ComponentFormInput = { title: '', fields: [] };

/** The form's starting values for an existing component; prebuilt extras (required, options) ride along. */
export function toComponentFormInput(component: Pick<Component, 'title' | 'fields'>): ComponentFormInput {
  return { title: component.title, fields: component.fields.map((field) => ({ ...field })) };
}
