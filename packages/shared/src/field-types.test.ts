import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_OPTIONS, FIELD_TYPES, fieldTypeLabel } from './field-types.ts';
import { PREBUILT_TEMPLATES } from './prebuilt-templates.ts';
import { componentFieldSchema } from './schemas/templates.ts';

describe('the field types', () => {
  it('are one list, with a label for each', () => {
    expect(FIELD_TYPES).toEqual(FIELD_TYPE_OPTIONS.map((option) => option.value));
    expect(new Set(FIELD_TYPES).size).toBe(FIELD_TYPES.length);
    expect(fieldTypeLabel('text')).toBe('Text');
    expect(fieldTypeLabel('textarea')).toBe('Long text');
    expect(fieldTypeLabel('tel')).toBe('Phone');
    expect(fieldTypeLabel('select')).toBe('Select');
    expect(fieldTypeLabel('colour')).toBe('Colour');
  });

  it('cover every type the prebuilt definitions use, so stored data stays valid', () => {
    const used = PREBUILT_TEMPLATES.flatMap((t) => [
      ...t.defaultComponents.flatMap((c) => c.fields.map((f) => f.type)),
      ...t.defaultAdHocFields.map((f) => f.type),
    ]);
    // The type names stored before this list existed are the nine the prebuilt templates used
    // (docs/product.md#templates-and-the-template-editor); File came with Your details' Résumé.
    expect([...new Set(used)].sort()).toEqual(
      ['date', 'email', 'file', 'number', 'repeatable', 'select', 'tags', 'tel', 'text', 'textarea'].sort(),
    );
    for (const type of FIELD_TYPES) expect(used).toContain(type);
  });

  it('keep select options, trimmed, without blank ones', () => {
    const field = componentFieldSchema.parse({
      label: 'Availability',
      type: 'select',
      defaultValue: '',
      options: [' Full-time ', '', 'Part-time', '  '],
    });
    expect(field.options).toEqual(['Full-time', 'Part-time']);
  });
});
