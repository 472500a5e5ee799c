import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Which projects are expanded in the sidebar, kept per project in localStorage. */
const STORAGE_KEY = 'filldeck:sidebar-expanded-projects';
const listeners = new Set<() => void>();
/** Used when storage is unavailable (private mode), so expanding still works for this page. */
let memory = '[]';

function readSnapshot(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? memory;
  } catch {
    return memory;
  }
}

function parseIds(snapshot: string): string[] {
  try {
    const value: unknown = JSON.parse(snapshot);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(ids: Set<string>): void {
  memory = JSON.stringify([...ids]);
  try {
    window.localStorage.setItem(STORAGE_KEY, memory);
  } catch {
    // Kept in memory only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab expanding a project updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useExpandedProjects() {
  const snapshot = useSyncExternalStore(subscribe, readSnapshot, () => '[]');
  const expanded = useMemo(() => new Set(parseIds(snapshot)), [snapshot]);
  const setExpanded = useCallback((projectId: string, isExpanded: boolean) => {
    const ids = new Set(parseIds(readSnapshot()));
    if (isExpanded === ids.has(projectId)) return;
    if (isExpanded) ids.add(projectId);
    else ids.delete(projectId);
    write(ids);
  }, []);
  const isExpanded = useCallback((projectId: string) => expanded.has(projectId), [expanded]);
  return { isExpanded, setExpanded };
}
