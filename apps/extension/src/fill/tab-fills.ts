import type { PageCalls } from './page-messages.ts';
import type { TabFill } from './preview-view.ts';

/** Where the fill of each tab is kept between messages (the worker may sleep in between). */
export interface TabFills {
  get(tabId: number): Promise<TabFill | null>;
  set(tabId: number, fill: TabFill): Promise<void>;
  remove(tabId: number): Promise<void>;
}

/** Asks the fill script in one frame of a tab (browser.tabs.sendMessage), and returns its reply. */
export type AskFrame = <K extends keyof PageCalls & string>(
  tabId: number,
  frameId: number,
  kind: K,
  request: PageCalls[K]['request'],
) => Promise<PageCalls[K]['reply']>;

/** Tab fills in memory, for tests. */
export function memoryTabFills(): TabFills & { data: Map<number, TabFill> } {
  const data = new Map<number, TabFill>();
  return {
    data,
    get: async (tabId) => data.get(tabId) ?? null,
    set: async (tabId, fill) => {
      data.set(tabId, fill);
    },
    remove: async (tabId) => {
      data.delete(tabId);
    },
  };
}
