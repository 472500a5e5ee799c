// The fake browser goes in before any module that reads `browser` is imported.
import '../fake-browser-setup.ts';

import { texts } from '@filldeck/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { lastTemplateFor, rememberTemplateFor, siteOf } from '../site-choice.ts';
import type { Application } from './applications.ts';
import { fakeTab } from './fake-tab.ts';
import { fields, response } from './fill-fixtures.ts';
import { applyPreview, dragPreview, type FillTabDeps, fillTab, previewReady, undoFill } from './fill-tab.ts';
import { FILL_TEXTS } from './fill-texts.ts';
import { fillNextStep, offerNextStep } from './next-step.ts';
import { memoryTabFills } from './tab-fills.ts';

afterEach(() => vi.unstubAllGlobals());

describe('a fill of a tab', () => {
  const PAGE_SCAN = { fields, url: 'https://jobs.example/apply', title: 'Apply', lang: 'en' };
  async function deps(session: unknown) {
    fakeBrowser.reset();
    if (session) await fakeBrowser.storage.local.set({ 'filldeck:session': session });
    const tab = fakeTab({ 0: PAGE_SCAN });
    const fills = memoryTabFills();
    const forget = vi.fn(async () => {});
    const d: FillTabDeps = {
      dashboardUrl: 'http://localhost:3000',
      inject: async () => [0],
      ask: tab.ask,
      fills,
      previewUrl: (nonce) => `chrome-extension://x/preview.html#${nonce}`,
      forget,
      newKey: () => 'key-1',
    };
    return { d, tab, fills, forget, view: () => fills.data.get(7)?.view };
  }
  const session = { token: 'fdx_abc', expiresAt: '2099-01-01T00:00:00Z', profile: { name: 'Ada', photoURL: null } };
  const answer = (status: number, body: unknown) =>
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  it('sends the page’s fields with an idempotency key and shows the answer in the preview, not in the page', async () => {
    const calls: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response(JSON.stringify(response), { status: 200 });
    });
    const { d, tab, view } = await deps(session);
    await fillTab(d, 7, 'tpl-1');
    expect(tab.asked.map((a) => a.kind)).toEqual(['panel:show', 'fill:scan']);
    expect(tab.asked[0]?.request).toEqual({ src: 'chrome-extension://x/preview.html#key-1' });
    // No value went to the page: the preview's view is kept by the worker.
    expect(JSON.stringify(tab.asked)).not.toContain('Ada');
    expect(view()).toMatchObject({
      phase: 'preview',
      note: "3 of 4 fields. The AI model's answer used 2 credits. Applying uses 1 credit; you have 98.",
      skipped: [{ key: 'f4', label: 'Favourite colour', reason: 'no_match' }],
      templateUrl: 'http://localhost:3000/templates/tpl-1',
    });
    expect(view()).not.toHaveProperty('noModel');
    const headers = calls[0]?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer fdx_abc');
    expect(headers['idempotency-key']).toBe('key-1');
    expect(JSON.parse(String(calls[0]?.body))).toMatchObject({ templateId: 'tpl-1', title: 'Apply', lang: 'en' });
  });

  it('says why open questions stay empty when the server has no AI model', async () => {
    const answer = { ...response, modelAvailable: false };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(answer), { status: 200 }));
    const { d, view } = await deps(session);
    await fillTab(d, 7, 'tpl-1');
    expect(view()).toMatchObject({ phase: 'preview', noModel: texts.ai.notSetUp });
  });

  it('applies only from the preview it opened, only the rows left ticked, and only while the page shows it', async () => {
    const reports: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (!url.endsWith('/applied')) return new Response(JSON.stringify(response), { status: 200 });
      reports.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ filledFields: 2, credits: 1, balance: 97, replayed: false }));
    });
    const { d, tab, view } = await deps(session);
    await fillTab(d, 7, 'tpl-1');
    await expect(previewReady(d, 7, 5, 'a-guess')).rejects.toThrow('Not allowed');
    await expect(applyPreview(d, 7, 5, [])).rejects.toThrow('Not allowed');
    await previewReady(d, 7, 5, 'key-1');
    // Another frame, even with the nonce, is not the preview.
    await expect(previewReady(d, 7, 6, 'key-1')).rejects.toThrow('Not allowed');

    tab.state.visible = false;
    await applyPreview(d, 7, 5, []);
    expect(view()).toMatchObject({ phase: 'preview', alert: FILL_TEXTS.panelHidden });
    expect(tab.asked.some((a) => a.kind === 'fill:apply')).toBe(false);

    tab.state.visible = true;
    await applyPreview(d, 7, 5, [
      { key: 'f1', apply: true, text: 'Augusta Ada' },
      { key: 'f3', apply: false },
    ]);
    expect(tab.asked.filter((a) => a.kind === 'fill:apply')).toEqual([
      { frameId: 0, kind: 'fill:apply', request: { values: { f1: 'Augusta Ada', f2: 'GB' }, files: {} } },
    ]);
    // The fields applied are reported, and the fill is charged then: the panel says what it cost.
    expect(reports).toEqual([
      { url: 'http://localhost:3000/api/autofill/fill-1/applied', body: { keys: ['f1', 'f2'] } },
    ]);
    expect(view()).toEqual({ phase: 'filled', count: 2, failed: [], note: 'This fill used 1 credit; 97 left.' });

    await undoFill(d, 7, 5);
    expect(tab.asked.at(-1)).toMatchObject({ frameId: 0, kind: 'fill:undo' });
    expect(view()).toEqual({ phase: 'message', text: FILL_TEXTS.undone });
  });

  it('moves the preview only when its own frame drags it', async () => {
    answer(200, response);
    const { d, tab } = await deps(session);
    await fillTab(d, 7, 'tpl-1');
    await previewReady(d, 7, 5, 'key-1');
    await expect(dragPreview(d, 7, 6, { phase: 'start', x: 10, y: 10 })).rejects.toThrow('Not allowed');
    await dragPreview(d, 7, 5, { phase: 'start', x: 40, y: 12 });
    await dragPreview(d, 7, 5, { phase: 'nudge', dx: 0, dy: 24 });
    expect(tab.asked.filter((a) => a.kind === 'panel:drag')).toEqual([
      { frameId: 0, kind: 'panel:drag', request: { phase: 'start', x: 40, y: 12 } },
      { frameId: 0, kind: 'panel:drag', request: { phase: 'nudge', dx: 0, dy: 24 } },
    ]);
  });

  it('follows an application in several steps: new fields after Apply are offered as the next step, free', async () => {
    const requests: Array<{ url: string; body: Record<string, unknown> }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : {} });
      if (url.endsWith('/applied')) return new Response(JSON.stringify({ filledFields: 2, credits: 1, balance: 97 }));
      if (url.endsWith('/api/templates'))
        return new Response(JSON.stringify({ templates: [{ id: 'tpl-1', name: 'Job hunt 2026' }] }));
      return new Response(JSON.stringify(response), { status: 200 });
    });
    const { d, tab, view } = await deps(session);
    const kept = new Map<number, Application>();
    d.applications = {
      get: async (tabId) => kept.get(tabId) ?? null,
      set: async (tabId, application) => void kept.set(tabId, application),
      remove: async (tabId) => void kept.delete(tabId),
    };
    await fillTab(d, 7, 'tpl-1');
    await previewReady(d, 7, 5, 'key-1');
    await applyPreview(d, 7, 5, []);
    expect(kept.get(7)).toMatchObject({ fillId: 'fill-1', templateId: 'tpl-1', site: 'jobs.example', step: 1 });
    // The page is watched for the next step.
    expect(tab.asked.some((a) => a.kind === 'fill:watch')).toBe(true);

    // Fields appear on another site: nothing. On the same site: the offer, with Undo kept.
    await offerNextStep(d, 7, 'https://elsewhere.example/');
    expect(view()?.phase).toBe('filled');
    await offerNextStep(d, 7, 'https://jobs.example/apply#step-2');
    expect(view()).toEqual({
      phase: 'next-step',
      text: 'New fields appeared on this page. Fill step 2 with Job hunt 2026? It is part of the same fill: nothing more is charged.',
      button: 'Fill step 2',
      canUndo: true,
    });

    await fillNextStep(d, 7, 5);
    const step = requests.filter((r) => r.url.endsWith('/api/autofill')).at(-1);
    expect(step?.body).toMatchObject({ templateId: 'tpl-1', continues: 'fill-1' });
  });

  it('reports only the fields the page took, and says so when the fill could not be recorded (not charged)', async () => {
    const reports: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (!url.endsWith('/applied')) return new Response(JSON.stringify(response), { status: 200 });
      reports.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ error: 'down' }), { status: 503 });
    });
    const { d, tab, view } = await deps(session);
    await fillTab(d, 7, 'tpl-1');
    await previewReady(d, 7, 5, 'key-1');
    tab.state.refuse = ['f2'];
    await applyPreview(d, 7, 5, []);
    expect(reports).toEqual([{ keys: ['f1', 'f3'] }]);
    expect(view()).toMatchObject({ phase: 'filled', count: 2, note: FILL_TEXTS.notRecorded });
  });

  it('says in the preview why a fill failed: signed out, session ended, locked, too few credits, server error', async () => {
    let run = await deps(null);
    await fillTab(run.d, 7, 'tpl-1');
    expect(run.view()).toEqual({ phase: 'message', text: FILL_TEXTS.sessionEnded });

    run = await deps(session);
    answer(401, { error: 'Not signed in' });
    await fillTab(run.d, 7, 'tpl-1');
    expect(run.view()).toEqual({ phase: 'message', text: FILL_TEXTS.sessionEnded });
    expect(run.forget).toHaveBeenCalled();

    for (const [status, error] of [
      [403, 'This template is locked due to your subscription plan limits. Please upgrade your plan to access it.'],
      [402, 'Not enough credits: this fill needs 1 credits and your balance is 0.'],
    ] as const) {
      run = await deps(session);
      answer(status, { error });
      await fillTab(run.d, 7, 'tpl-1');
      expect(run.view()).toEqual({ phase: 'message', text: error });
    }

    run = await deps(session);
    answer(502, { error: 'The AI model could not be reached (HTTP 503).' });
    await fillTab(run.d, 7, 'tpl-1');
    expect(run.view()).toEqual({
      phase: 'message',
      text: FILL_TEXTS.failed('The AI model could not be reached (HTTP 503).'),
    });

    // A model that answered unreadably was still paid for: the server's text says so, and no more.
    run = await deps(session);
    const unreadable = texts.autofill.modelUnreadable(3);
    answer(502, { error: unreadable, usage: { ...response.usage, credits: 3 } });
    await fillTab(run.d, 7, 'tpl-1');
    expect(run.view()).toEqual({ phase: 'message', text: `FillDeck could not fill this page: ${unreadable}` });

    // Too many fills: the server's text, with when to try again, as it is.
    run = await deps(session);
    const tooMany = texts.autofill.tooManyFills(20, 60, 12);
    answer(429, { error: tooMany });
    await fillTab(run.d, 7, 'tpl-1');
    expect(run.view()).toEqual({ phase: 'message', text: tooMany });

    run = await deps(session);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await fillTab(run.d, 7, 'tpl-1');
    expect(run.view()).toEqual({ phase: 'message', text: FILL_TEXTS.unreachable });
  });
});

describe('the template chosen per site', () => {
  it('is remembered by host name and offered again on that site', async () => {
    fakeBrowser.reset();
    expect(siteOf('chrome://extensions')).toBeNull();
    await rememberTemplateFor('https://jobs.example/apply?x=1', 'tpl-1');
    expect(await lastTemplateFor('https://jobs.example/other')).toBe('tpl-1');
    expect(await lastTemplateFor('https://shop.example/')).toBeNull();
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
    // In the popup, the user's pick wins over the site's last template, whenever that arrives.
    expect(chooseTemplate(templates, 'c', 'a')).toBe('c');
    expect(chooseTemplate(templates, 'b', 'c')).toBe('c');
    expect(chooseTemplate(templates, null, 'c')).toBe('c');
  });
});

describe('the keyboard shortcut and the context menu', () => {
  it('fill with the site’s last template, or say there is none to fill with', async () => {
    const { fillTabWithUsualTemplate } = await import('./fill-tab.ts');
    fakeBrowser.reset();
    await fakeBrowser.storage.local.set({
      'filldeck:session': {
        token: 'fdx_abc',
        expiresAt: '2099-01-01T00:00:00Z',
        profile: { name: 'Ada', photoURL: null },
      },
      'filldeck:templateBySite': { 'jobs.example': 'tpl-2' },
    });
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
    const fills = memoryTabFills();
    const deps: FillTabDeps = {
      dashboardUrl: 'http://localhost:3000',
      inject: async () => [0],
      ask: fakeTab({ 0: { fields, url: 'https://jobs.example/a', title: 'A', lang: '' } }).ask,
      fills,
      previewUrl: (nonce) => `chrome-extension://x/preview.html#${nonce}`,
      forget: async () => {},
      newKey: () => 'k',
    };
    await fillTabWithUsualTemplate(deps, 1, 'https://jobs.example/a');
    expect(bodies[0]).toMatchObject({ templateId: 'tpl-2' });
    templates = [];
    await fillTabWithUsualTemplate(deps, 1, 'https://jobs.example/a');
    expect(fills.data.get(1)?.view).toEqual({ phase: 'message', text: FILL_TEXTS.noTemplate });
  });
});
