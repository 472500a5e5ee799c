import { templateExportSchema } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { caseTemplateSchema } from './case-file.ts';
import { buildTemplateExport } from './template-export.ts';

describe("building the import document from a case's template", () => {
  it('fills in what the case leaves out and the export schema accepts it', () => {
    const template = caseTemplateSchema.parse({
      components: [{ fields: [{ label: 'Email', type: 'email', defaultValue: 'ada@example.com' }] }],
      adHocFields: [{ name: 'Cover letter', value: 'Hello' }],
    });
    const doc = templateExportSchema.parse(buildTemplateExport(template, '07_shop'));
    expect(doc.template.name).toBe('07_shop');
    expect(doc.template.components[0]?.title).toBe('Fields 1');
    expect(doc.template.adHocFields[0]).toEqual({
      name: 'Cover letter',
      value: 'Hello',
      type: 'text',
      required: false,
    });
  });

  it('passes on what it does not know, so the API refuses it rather than the bench dropping it', () => {
    const template = caseTemplateSchema.parse({ name: 'X', colour: 'red', components: [] });
    const doc = buildTemplateExport(template, 'case');
    expect(doc.template).toMatchObject({ colour: 'red' });
    expect(templateExportSchema.safeParse(doc).success).toBe(false);
  });

  it('keeps a name longer than the API allows as it is', () => {
    const name = 'n'.repeat(300);
    expect(buildTemplateExport(caseTemplateSchema.parse({ name }), 'case').template.name).toBe(name);
  });
});
