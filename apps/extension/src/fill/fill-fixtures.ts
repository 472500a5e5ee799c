import type { AutofillResponse, PageField } from '@filldeck/shared';
import { pageFieldSchema } from '@filldeck/shared';

// A page's fields and FillDeck's answer for them, shared by the fill's unit tests.

export const field = (input: Partial<PageField> & { key: string }): PageField =>
  pageFieldSchema.parse({ kind: 'text', tag: 'input', ...input });

export const fields = [
  field({ key: 'f1', label: 'First name' }),
  field({
    key: 'f2',
    kind: 'select',
    tag: 'select',
    label: 'Country',
    options: [
      { value: 'GB', text: 'United Kingdom' },
      { value: 'US', text: 'United States' },
    ],
  }),
  field({ key: 'f3', kind: 'checkbox', label: 'Newsletter' }),
  field({ key: 'f4', label: 'Favourite colour' }),
];

export const response: AutofillResponse = {
  values: { f1: 'Ada', f2: 'GB', f3: false },
  sources: { f1: 'local', f2: 'local', f3: 'ai' },
  marks: {},
  files: {},
  skipped: [{ key: 'f4', reason: 'no_match' }],
  usage: {
    provider: 'ai',
    model: 'gpt-4o-mini',
    promptTokens: 1,
    completionTokens: 1,
    totalTokens: 2,
    credits: 2,
    applyCredits: 1,
    balance: 98,
  },
  fillId: 'fill-1',
  replayed: false,
};
