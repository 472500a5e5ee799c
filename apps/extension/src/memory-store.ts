import type { KeyValueStore } from './session-store.ts';

/** `browser.storage.local` in memory, for tests: `data` is what it holds. */
export function memoryStore(data: Record<string, unknown> = {}): KeyValueStore & { data: Record<string, unknown> } {
  return {
    data,
    get: async (key) => (key in data ? { [key]: data[key] } : {}),
    set: async (items) => {
      Object.assign(data, items);
    },
    remove: async (key) => {
      delete data[key];
    },
  };
}
