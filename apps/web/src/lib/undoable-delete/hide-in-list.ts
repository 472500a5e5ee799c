import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Removes the items `isHidden` picks from the cached list under `queryKey` and returns a function
 * that puts them back where they were (unless a refetch brought them back already).
 */
export function hideInList<T extends { id: string }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  isHidden: (item: T) => boolean,
): () => void {
  const removed: Array<{ index: number; item: T }> = [];
  queryClient.setQueryData<T[]>(queryKey, (list) => {
    if (!list) return list;
    list.forEach((item, index) => {
      if (isHidden(item)) removed.push({ index, item });
    });
    return removed.length > 0 ? list.filter((item) => !isHidden(item)) : list;
  });
  return () => {
    if (removed.length === 0) return;
    queryClient.setQueryData<T[]>(queryKey, (list) => {
      if (!list) return list;
      const next = [...list];
      for (const { index, item } of removed) {
        if (!next.some((entry) => entry.id === item.id)) next.splice(Math.min(index, next.length), 0, item);
      }
      return next;
    });
  };
}
