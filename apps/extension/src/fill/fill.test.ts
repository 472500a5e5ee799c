import type { AutofillResponse, PageField } from '@filldeck/shared';
import { pageFieldSchema } from '@filldeck/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../memory-store.ts';
import { lastTemplateFor, rememberTemplateFor, siteOf } from '../site-choice.ts';
import { FILL_TEXTS } from './fill-messages.ts';
import { type FillTabDeps, fillTab } from './fill-tab.ts';
import type { PageRequest } from './page-messages.ts';
import { MARK_TEXTS, previewRows, valuesToApply } from './preview-rows.ts';

const field = (input: Partial<PageField> & { key: string }): PageField =>
  pageFieldSchema.parse({ kind: 'text', tag: 'input', ...input });

const fields = [
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

const response: AutofillResponse = {
  values: { f1: 'Ada', f2: 'GB', f3: false },
  sources: { f1: 'local', f2: 'local', f3: 'ai' },
  marks: {},
  skipped: [{ key: 'f4', reason: 'no_match' }],
  usage: {
    provider: 'ai',
    model: 'gpt-4o-mini',
    promptTokens: 1,
    completionTokens: 1,
    totalTokens: 2,
    credits: 2,
    balance: 98,
  },
  replayed: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('the preview', () => {
  it('lists each proposed value by the field’s label, options by their text, and who proposed it', () => {
    expect(previewRows(fields, response)).toEqual([
      { key: 'f1', label: 'First name', value: 'Ada', source: 'local', shown: 'Ada', editable: true },
      { key: 'f2', label: 'Country', value: 'GB', source: 'local', shown: 'United Kingdom', editable: false },
      { key: 'f3', label: 'Newsletter', value: false, source: 'ai', shown: 'Not checked', editable: false },
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

  it('applies the rows left ticked, with the text the user edited', () => {
    const rows = previewRows(fields, response);
    const choices = new Map([
      ['f1', { apply: true, text: 'Augusta Ada' }],
      ['f3', { apply: false }],
    ]);
    expect(valuesToApply(rows, choices)).toEqual({ f1: 'Augusta Ada', f2: 'GB' });
  });
});

describe('a fill of a tab', () => {
  function deps(session: unknown) {
    const told: PageRequest[] = [];
    const store = memoryStore(session ? { 'filldeck:session': session } : {});
    const forget = vi.fn(async () => {});
    const d: FillTabDeps = {
      store,
      dashboardUrl: 'http://localhost:3000',
      inject: async () => [0],
      tell: async <T>(_tab: number, message: PageRequest) => {
        told.push(message);
        return (
          message.kind === 'fill:scan' ? { fields, url: 'https://jobs.example/apply', title: 'Apply' } : true
        ) as T;
      },
      forget,
      newKey: () => 'key-1',
    };
    return { d, told, forget };
  }
  const session = { token: 'fdx_abc', expiresAt: '2099-01-01T00:00:00Z', profile: { name: 'Ada', photoURL: null } };
  const answer = (status: number, body: unknown) =>
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  it('sends the page’s fields with an idempotency key and previews the answer', async () => {
    const calls: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response(JSON.stringify(response), { status: 200 });
    });
    const { d, told } = deps(session);
    await fillTab(d, 7, 'tpl-1');
    expect(told.map((m) => m.kind)).toEqual(['fill:scan', 'fill:working', 'fill:preview']);
    const headers = calls[0]?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer fdx_abc');
    expect(headers['idempotency-key']).toBe('key-1');
    expect(JSON.parse(String(calls[0]?.body))).toMatchObject({
      templateId: 'tpl-1',
      title: 'Apply',
      fields: expect.any(Array),
    });
  });

  it('says in the page why a fill failed: signed out, session ended, locked, too few credits, server error', async () => {
    let run = deps(null);
    await fillTab(run.d, 7, 'tpl-1');
    expect(run.told).toEqual([{ kind: 'fill:error', text: FILL_TEXTS.sessionEnded }]);

    run = deps(session);
    answer(401, { error: 'Not signed in' });
    await fillTab(run.d, 7, 'tpl-1');
    expect(run.told.at(-1)).toEqual({ kind: 'fill:error', text: FILL_TEXTS.sessionEnded });
    expect(run.forget).toHaveBeenCalled();

    for (const [status, error] of [
      [403, 'This template is locked due to your subscription plan limits. Please upgrade your plan to access it.'],
      [402, 'Not enough credits: this fill needs 1 credits and your balance is 0.'],
    ] as const) {
      run = deps(session);
      answer(status, { error });
      await fillTab(run.d, 7, 'tpl-1');
      expect(run.told.at(-1)).toEqual({ kind: 'fill:error', text: error });
    }

    run = deps(session);
    answer(502, { error: 'The AI model could not be reached (HTTP 503).' });
    await fillTab(run.d, 7, 'tpl-1');
    expect(run.told.at(-1)).toEqual({
      kind: 'fill:error',
      text: FILL_TEXTS.failed('The AI model could not be reached (HTTP 503).'),
    });

    run = deps(session);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await fillTab(run.d, 7, 'tpl-1');
    expect(run.told.at(-1)).toEqual({ kind: 'fill:error', text: FILL_TEXTS.unreachable });
  });
});

describe('the template chosen per site', () => {
  it('is remembered by host name and offered again on that site', async () => {
    const store = memoryStore();
    expect(siteOf('chrome://extensions')).toBeNull();
    await rememberTemplateFor(store, 'https://jobs.example/apply?x=1', 'tpl-1');
    expect(await lastTemplateFor(store, 'https://jobs.example/other')).toBe('tpl-1');
    expect(await lastTemplateFor(store, 'https://shop.example/')).toBeNull();
  });
});

describe('a fill without the popup', () => {
  it('uses the template last used on the site while it is usable, else the first usable one', async () => {
    const { chooseTemplate } = await import('./choose-template.ts');
    const templates = [
      { id: 'a', locked: false },
      { id: 'b', locked: true },
      { id: 'c', locked: false },
    ] as unknown as Parameters<typeof chooseTemplate>[0];
    expect(chooseTemplate(templates, 'c')).toBe('c');
    expect(chooseTemplate(templates, 'b')).toBe('a');
    expect(chooseTemplate(templates, null)).toBe('a');
    expect(chooseTemplate([{ id: 'b', locked: true }] as unknown as typeof templates, null)).toBeNull();
  });
});

describe('the keyboard shortcut and the context menu', () => {
  it('fill with the site’s last template, or say there is none to fill with', async () => {
    const { fillTabWithUsualTemplate } = await import('./fill-tab.ts');
    const data: Record<string, unknown> = {
      'filldeck:session': {
        token: 'fdx_abc',
        expiresAt: '2099-01-01T00:00:00Z',
        profile: { name: 'Ada', photoURL: null },
      },
      'filldeck:templateBySite': { 'jobs.example': 'tpl-2' },
    };
    const told: PageRequest[] = [];
    const bodies: unknown[] = [];
    let templates = [
      { id: 'tpl-1', locked: false },
      { id: 'tpl-2', locked: false },
    ];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.endsWith('/api/templates')) return new Response(JSON.stringify({ templates }), { status: 200 });
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(response), { status: 200 });
    });
    const deps: FillTabDeps = {
      store: memoryStore(data),
      dashboardUrl: 'http://localhost:3000',
      inject: async () => [0],
      tell: async <T>(_tab: number, message: PageRequest) => {
        told.push(message);
        return (message.kind === 'fill:scan' ? { fields, url: 'https://jobs.example/a', title: 'A' } : true) as T;
      },
      forget: async () => {},
      newKey: () => 'k',
    };
    await fillTabWithUsualTemplate(deps, 1, 'https://jobs.example/a');
    expect(bodies[0]).toMatchObject({ templateId: 'tpl-2' });
    templates = [];
    await fillTabWithUsualTemplate(deps, 1, 'https://jobs.example/a');
    expect(told.at(-1)).toEqual({ kind: 'fill:error', text: FILL_TEXTS.noTemplate });
  });
});
