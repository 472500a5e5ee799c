import { useCallback, useState } from 'react';
import { isTemplateSort, type TemplateSort } from '../utils/find-templates.ts';

const STORAGE_KEY = 'filldeck:templates-sort';

function read(): TemplateSort {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    return isTemplateSort(stored) ? stored : 'created';
  } catch {
    return 'created';
  }
}

/** All Templates' sort order, kept for the browser session (sessionStorage). */
export function useTemplateSort(): [TemplateSort, (next: TemplateSort) => void] {
  const [sort, setSort] = useState(read);
  const update = useCallback((next: TemplateSort) => {
    setSort(next);
    try {
      window.sessionStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered when storage is unavailable.
    }
  }, []);
  return [sort, update];
}
