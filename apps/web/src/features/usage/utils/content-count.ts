/**
 * A Templates / Components / Projects figure on the dashboard: the length of the list the app
 * already holds (the sidebar's), undefined while it loads (a skeleton), null when it could not be
 * loaded (a dash).
 */
export type ContentCount = number | null | undefined;

export interface ContentCounts {
  templates: ContentCount;
  components: ContentCount;
  projects: ContentCount;
}

/** The count a list query gives: its length once loaded, null when it failed before loading. */
export function contentCount(list: { data: readonly unknown[] | undefined; isError: boolean }): ContentCount {
  if (list.data) return list.data.length;
  return list.isError ? null : undefined;
}
