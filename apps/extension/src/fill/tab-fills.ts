import type { PageCalls } from './page-protocol.ts';
import type { TabFill } from './preview-view.ts';

/** Where the fill of each tab is kept between messages (the worker may sleep in between). */
export interface TabFills {
  get(tabId: number): Promise<TabFill | null>;
  set(tabId: number, fill: TabFill): Promise<void>;
  remove(tabId: number): Promise<void>;
}

const queues = new Map<number, Promise<unknown>>();

/**
 * Changes a tab's fill, one change at a time per tab: the preview's page, the fill in progress and
 * the user's clicks all change it, and a change read before another was written would undo it.
 * `change` returns the new fill, or null to leave it as it is.
 */
export function updateTabFill(
  fills: TabFills,
  tabId: number,
  change: (fill: TabFill | null) => TabFill | null,
): Promise<TabFill | null> {
  const run = async () => {
    const next = change(await fills.get(tabId));
    if (next) await fills.set(tabId, next);
    return next;
  };
  const result = (queues.get(tabId) ?? Promise.resolve()).then(run, run);
  const settled = result.catch(() => null);
  queues.set(tabId, settled);
  void settled.then(() => {
    if (queues.get(tabId) === settled) queues.delete(tabId);
  });
  return result;
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
