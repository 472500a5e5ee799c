import type { Template } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { isDraftDirty, maxTokensError, readMaxTokens, toDraft, toSaveRequest } from './draft.ts';

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
  aiSettings: { model: 'gpt-4o-mini', max_tokens: 1200, tone: '', style: '' },
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

  it('saves only what Save Template owns, never the sections or the project, max tokens normalised', () => {
    const draft = { ...toDraft(template), name: 'Renamed', maxTokens: '', style: 'Formal' };
    const body = toSaveRequest(draft);
    expect(body).toEqual({
      name: 'Renamed',
      adHocFields: template.adHocFields,
      aiInstructions: 'Be brief.',
      aiSettings: { model: 'gpt-4o-mini', max_tokens: 1200, tone: '', style: 'Formal' },
      specialization: 'other',
    });
    expect(body).not.toHaveProperty('sections');
    expect(body).not.toHaveProperty('projectId');
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
