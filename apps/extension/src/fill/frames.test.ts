// The fake browser goes in before any module that reads `browser` is imported.
import '../fake-browser-setup.ts';

import type { PageField } from '@filldeck/shared';
import { pageFieldSchema } from '@filldeck/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeTab } from './fake-tab.ts';
import { type FillTabDeps, fillTab } from './fill-tab.ts';
import { combineScans, frameKey, valuesByFrame } from './frames.ts';
import { memoryTabFills } from './tab-fills.ts';

const field = (key: string, label: string): PageField =>
  pageFieldSchema.parse({ kind: 'text', tag: 'input', key, label });

afterEach(() => vi.unstubAllGlobals());

describe('the frames of a page', () => {
  it('send their fields with the frame in the key, the page’s own keys unchanged', () => {
    const scan = combineScans([
      {
        frameId: 7,
        answer: { fields: [field('f1', 'Card holder name')], url: 'https://pay.example/', title: 'Pay', lang: 'en' },
      },
      {
        frameId: 0,
        answer: {
          fields: [field('f1', 'Email')],
          url: 'https://shop.example/checkout',
          title: 'Checkout',
          lang: 'de-AT',
        },
      },
    ]);
    expect(scan.url).toBe('https://shop.example/checkout');
    expect(scan.lang).toBe('de-AT');
    expect(scan.title).toBe('Checkout');
    expect(scan.fields.map((f) => f.key)).toEqual(['f1', 'frame7/f1']);
    expect(frameKey(0, 'f3:colour')).toBe('f3:colour');
  });

  it('share one request’s limit of fields, the page’s first', () => {
    const many = Array.from({ length: 400 }, (_, i) => field(`f${i}`, `Field ${i}`));
    const scan = combineScans([
      { frameId: 3, answer: { fields: many, url: '', title: '', lang: 'fr' } },
      { frameId: 0, answer: { fields: many, url: 'https://a.example/', title: 'A', lang: '' } },
    ]);
    expect(scan.fields).toHaveLength(500);
    expect(scan.fields[0]?.key).toBe('f0');
    expect(scan.fields[499]?.key).toBe('frame3/f99');
    // The page does not say its language: a frame that does speaks for it.
    expect(scan.lang).toBe('fr');
  });

  it('get back the values of their own fields, with their own keys', () => {
    const byFrame = valuesByFrame({
      f1: 'ada@example.com',
      'frame7/f1': 'Ada Lovelace',
      'frame7/f2:plan': 'pro',
      f2: true,
    });
    expect(byFrame.get(0)).toEqual({ f1: 'ada@example.com', f2: true });
    expect(byFrame.get(7)).toEqual({ f1: 'Ada Lovelace', 'f2:plan': 'pro' });
  });

  it('are each read in a fill, and a frame that went away is left out', async () => {
    const bodies: Array<{ fields: PageField[] }> = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      const response = {
        values: {},
        sources: {},
        skipped: [],
        usage: {
          provider: 'local',
          model: 'local',
          promptTokens: 0,
          completionTokens: 0,
          totalTokens: 0,
          credits: 0,
          balance: 5,
        },
        replayed: false,
      };
      return new Response(JSON.stringify(response), { status: 200 });
    });
    const tab = fakeTab({
      0: { fields: [field('f1', 'Email')], url: 'https://shop.example/', title: 'T', lang: '' },
      4: { fields: [field('f1', 'Card holder name')], url: 'https://pay.example/card', title: 'T', lang: '' },
      9: new Error('Could not establish connection'),
    });
    const fills = memoryTabFills();
    await fakeBrowser.storage.local.set({
      'filldeck:session': { token: 'fdx_a', expiresAt: '2099-01-01T00:00:00Z', profile: {} },
    });
    const deps: FillTabDeps = {
      dashboardUrl: 'http://localhost:3000',
      inject: async () => [0, 4, 9],
      ask: tab.ask,
      fills,
      previewUrl: (nonce) => `chrome-extension://x/preview.html#${nonce}`,
      forget: async () => {},
      newKey: () => 'k',
    };
    await fillTab(deps, 1, 'tpl-1');
    expect(bodies[0]?.fields.map((f) => [f.key, f.label])).toEqual([
      ['f1', 'Email'],
      ['frame4/f1', 'Card holder name'],
    ]);
    // The preview's frame goes into the page only.
    expect(tab.asked.filter((a) => a.kind !== 'fill:scan').every((a) => a.frameId === 0)).toBe(true);
  });
});
