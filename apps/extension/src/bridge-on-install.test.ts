// The fake browser goes in before any module that reads `browser` is imported.
import './fake-browser-setup.ts';

import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_SCRIPT, type BridgeTabs, bridgeOpenDashboards } from './bridge-on-install.ts';

const DASHBOARD = 'https://app.filldeck.example';

function fakeTabs(open: Record<number, string>, failing: number[] = []): BridgeTabs & { injected: number[] } {
  const injected: number[] = [];
  return {
    injected,
    matching: vi.fn(async (pattern: string) => {
      const prefix = pattern.replace(/\*$/, '');
      return Object.entries(open)
        .filter(([, url]) => url.startsWith(prefix))
        .map(([id]) => Number(id));
    }),
    inject: async (tabId, file) => {
      expect(file).toBe(BRIDGE_SCRIPT);
      if (failing.includes(tabId)) throw new Error('Cannot access this page');
      injected.push(tabId);
    },
  };
}

describe('the dashboard bridge in tabs open before the install', () => {
  it('goes into every open tab of the dashboard, and only those, when the extension is installed or updated', async () => {
    const open = { 1: `${DASHBOARD}/extension`, 2: 'https://example.org/form', 3: `${DASHBOARD}/dashboard` };
    for (const reason of ['install', 'update']) {
      const tabs = fakeTabs(open);
      expect(await bridgeOpenDashboards(reason, DASHBOARD, tabs)).toEqual([1, 3]);
      expect(tabs.injected).toEqual([1, 3]);
      expect(tabs.matching).toHaveBeenCalledWith(`${DASHBOARD}/*`);
    }
  });

  it('skips a tab that cannot take it and still reaches the others', async () => {
    const tabs = fakeTabs({ 1: `${DASHBOARD}/extension`, 2: `${DASHBOARD}/dashboard` }, [1]);
    expect(await bridgeOpenDashboards('install', DASHBOARD, tabs)).toEqual([2]);
  });

  it('leaves the tabs alone after a browser update, when their bridge still runs', async () => {
    const tabs = fakeTabs({ 1: `${DASHBOARD}/extension` });
    expect(await bridgeOpenDashboards('chrome_update', DASHBOARD, tabs)).toEqual([]);
    expect(tabs.injected).toEqual([]);
  });
});
