import type { Template } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import {
  isDraftDirty,
  maxTokensError,
  readMaxTokens,
  toDraft,
  toSaveRequest,
  withComponentEdit,
  withSectionAdded,
  withSectionRemoved,
} from './draft.ts';

const template: Template = {
  id: 't1',
  ownerUid: 'u1',
  name: 'Job hunt',
  projectId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  sections: [{ id: 'sec_a', componentId: 'c1' }],
  adHocFields: [{ id: 'adhoc_a', name: 'Phone', value: '555', type: 'text', required: false }],
  aiInstructions: 'Be brief.',
  aiSettings: {
    model: 'gpt-4o-mini',
    max_tokens: 1200,
    tone: '',
    style: '',
    tick_agreements: true,
    clear_marketing: true,
  },
  locked: false,
  specialization: 'other',
};

describe('template draft', () => {
  it('is clean when nothing changed', () => {
    expect(isDraftDirty(toDraft(template), toDraft(template))).toBe(false);
  });

  it('is dirty after a change to the name, settings or an ad-hoc field', () => {
    const saved = toDraft(template);
    expect(isDraftDirty(saved, { ...saved, name: 'Job hunt 2' })).toBe(true);
    expect(isDraftDirty(saved, { ...saved, model: 'gpt-4o' })).toBe(true);
    expect(isDraftDirty(saved, { ...saved, tone: 'Friendly' })).toBe(true);
    const [field] = saved.adHocFields;
    if (!field) throw new Error('fixture has an ad-hoc field');
    expect(isDraftDirty(saved, { ...saved, adHocFields: [{ ...field, required: true }] })).toBe(true);
    expect(isDraftDirty(saved, { ...saved, adHocFields: [] })).toBe(true);
    const select = { ...field, type: 'select' as const, options: ['Yes', 'No'] };
    const withSelect = { ...saved, adHocFields: [select] };
    expect(isDraftDirty(withSelect, { ...saved, adHocFields: [{ ...select, options: ['Yes', 'Maybe'] }] })).toBe(true);
    expect(isDraftDirty(withSelect, { ...saved, adHocFields: [{ ...select, options: ['Yes', 'No'] }] })).toBe(false);
  });

  it('reads max tokens as the server will: empty or invalid is 1200', () => {
    const saved = toDraft(template);
    expect(isDraftDirty(saved, { ...saved, maxTokens: '' })).toBe(false);
    expect(isDraftDirty(saved, { ...saved, maxTokens: 'lots' })).toBe(false);
    expect(isDraftDirty(saved, { ...saved, maxTokens: '800' })).toBe(true);
  });

  it('caps max tokens at what the server accepts', () => {
    expect(readMaxTokens('2000')).toBe(2000);
    expect(readMaxTokens('0')).toBe(1200);
    expect(readMaxTokens('-5')).toBe(1200);
    expect(readMaxTokens('99999')).toBe(16000);
  });

  it('saves the whole draft with its sections but never the project, max tokens normalised', () => {
    const draft = { ...toDraft(template), name: 'Renamed', maxTokens: '', style: 'Formal' };
    const body = toSaveRequest(draft);
    expect(body).toEqual({
      name: 'Renamed',
      sections: template.sections,
      adHocFields: template.adHocFields,
      aiInstructions: 'Be brief.',
      aiSettings: {
        model: 'gpt-4o-mini',
        max_tokens: 1200,
        tone: '',
        style: 'Formal',
        tick_agreements: true,
        clear_marketing: true,
      },
      specialization: 'other',
    });
    expect(body).not.toHaveProperty('projectId');
    expect(body).not.toHaveProperty('componentEdits');
  });
});

describe('staged sections and component edits', () => {
  const contact = {
    id: 'c2',
    title: 'Contact',
    fields: [{ label: 'Email', type: 'email' as const, defaultValue: '' }],
  };

  it('adds a section once, and is dirty until saved', () => {
    const saved = toDraft(template);
    const added = withSectionAdded(saved, 'c2', 'sec_b');
    expect(added.sections).toEqual([...template.sections, { id: 'sec_b', componentId: 'c2' }]);
    expect(isDraftDirty(saved, added)).toBe(true);
    expect(withSectionAdded(added, 'c2', 'sec_c')).toBe(added);
  });

  it('removes a section with its staged component edit', () => {
    const saved = toDraft(template);
    const edited = withComponentEdit(saved, { ...contact, id: 'c1' }, { title: 'Contact 2', fields: [] });
    const removed = withSectionRemoved(edited, 'sec_a');
    expect(removed.sections).toEqual([]);
    expect(removed.componentEdits).toEqual({});
  });

  it('stages a component edit, and unstages it when it matches the saved component again', () => {
    const saved = toDraft(template);
    const edited = withComponentEdit(saved, contact, { title: 'Contact details', fields: contact.fields });
    expect(edited.componentEdits).toEqual({ c2: { title: 'Contact details', fields: contact.fields } });
    expect(isDraftDirty(saved, edited)).toBe(true);
    const back = withComponentEdit(edited, contact, { title: 'Contact', fields: contact.fields });
    expect(back.componentEdits).toEqual({});
    expect(isDraftDirty(saved, back)).toBe(false);
  });
});

describe('maxTokensError', () => {
  it('tells out-of-range and fractional values instead of clamping them', () => {
    expect(maxTokensError('99999')).toBe('Max tokens can be at most 16000.');
    expect(maxTokensError('0')).toBe('Max tokens must be at least 1.');
    expect(maxTokensError('12.5')).toBe('Max tokens must be a whole number.');
  });

  it('accepts what can be saved: empty (1200) and 1 to 16000', () => {
    for (const value of ['', '  ', '1', '1200', '16000']) expect(maxTokensError(value)).toBeNull();
  });
});
