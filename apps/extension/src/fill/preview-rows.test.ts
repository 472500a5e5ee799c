import { describe, expect, it } from 'vitest';
import { field, fields, response } from './fill-fixtures.ts';
import { MARK_TEXTS, previewRows, SKIP_TEXTS, skippedRows, typedAnswers, valuesToApply } from './preview-rows.ts';

describe('the preview', () => {
  it('lists each proposed value by the field’s label, options by their text, and who proposed it', () => {
    // Each row also says how its field is described if the user asks to remember their answer.
    const described = (label: string, kind: string, options: string[] = []) => ({
      remember: { label, name: '', kind, options },
    });
    expect(previewRows(fields, response)).toEqual([
      {
        key: 'f1',
        label: 'First name',
        value: 'Ada',
        source: 'local',
        shown: 'Ada',
        editable: true,
        ...described('First name', 'text'),
      },
      {
        key: 'f2',
        label: 'Country',
        value: 'GB',
        source: 'local',
        shown: 'United Kingdom',
        editable: false,
        options: [
          { value: 'GB', text: 'United Kingdom' },
          { value: 'US', text: 'United States' },
        ],
        ...described('Country', 'select', ['United Kingdom', 'United States']),
      },
      {
        key: 'f3',
        label: 'Newsletter',
        value: false,
        source: 'ai',
        shown: 'Not checked',
        editable: false,
        ...described('Newsletter', 'checkbox'),
      },
    ]);
  });

  it('marks a box ticked as an agreement or cleared as an offer by the template’s settings', () => {
    const terms = field({ key: 'f5', kind: 'checkbox', label: 'I agree to the Terms' });
    const rows = previewRows([...fields, terms], {
      ...response,
      values: { ...response.values, f3: false, f5: true },
      sources: { ...response.sources, f3: 'local', f5: 'local' },
      marks: { f3: 'marketing', f5: 'agreement' },
    });
    expect(rows.find((row) => row.key === 'f3')?.mark).toBe('marketing');
    expect(rows.find((row) => row.key === 'f5')).toMatchObject({ mark: 'agreement', shown: 'Checked' });
    expect(rows.find((row) => row.key === 'f1')?.mark).toBeUndefined();
    expect(MARK_TEXTS.agreement).toBe('Agreement: ticked by your template’s settings');
  });

  it('lists the fields left unfilled with why, and offers a list’s own options and a text area for long text', () => {
    const letter = field({ key: 'f5', kind: 'textarea', tag: 'textarea', label: 'Cover letter' });
    const answer = { ...response, values: { ...response.values, f5: 'Dear team,\nI apply.' } };
    const rows = previewRows([...fields, letter], answer);
    expect(rows.find((row) => row.key === 'f5')).toMatchObject({ editable: true, multiline: true });
    expect(rows.find((row) => row.key === 'f1')?.multiline).toBeUndefined();
    expect(skippedRows([...fields, letter], answer)).toEqual([
      // A text field left empty: the user may type an answer (and have it remembered for the site).
      {
        key: 'f4',
        label: 'Favourite colour',
        reason: 'no_match',
        remember: { label: 'Favourite colour', name: '', kind: 'text', options: [] },
      },
    ]);
    expect(SKIP_TEXTS.no_match).toBe('Nothing in your template fits');
    // Another option of the list, never a value the list does not have; line breaks kept.
    const choices = [
      { key: 'f2', apply: true, text: 'US' },
      { key: 'f5', apply: true, text: 'Dear team,\n\nI apply.' },
    ];
    expect(valuesToApply(rows, choices)).toMatchObject({ f2: 'US', f5: 'Dear team,\n\nI apply.' });
    expect(valuesToApply(rows, [{ key: 'f2', apply: true, text: 'FR' }])).toMatchObject({ f2: 'GB' });
  });

  it('applies the rows left ticked, with the text the user edited', () => {
    const rows = previewRows(fields, response);
    const choices = [
      { key: 'f1', apply: true, text: 'Augusta Ada' },
      { key: 'f3', apply: false },
    ];
    expect(valuesToApply(rows, choices)).toEqual({ f1: 'Augusta Ada', f2: 'GB' });
  });
});

describe('answers typed for fields left empty', () => {
  it('are applied for text fields only, when not blank', () => {
    const skipped = skippedRows([...fields, field({ key: 'f6', kind: 'checkbox', label: 'Subscribe' })], {
      ...response,
      skipped: [...response.skipped, { key: 'f6', reason: 'no_match' }],
    });
    const choices = [
      { key: 'f4', apply: true, text: 'Teal' },
      { key: 'f6', apply: true, text: 'yes' },
      { key: 'f1', apply: true, text: 'Augusta' },
    ];
    expect(typedAnswers(skipped, choices)).toEqual({ f4: 'Teal' });
    expect(typedAnswers(skipped, [{ key: 'f4', apply: true, text: '  ' }])).toEqual({});
  });
});
