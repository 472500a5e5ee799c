import { useEffect } from 'react';

export const PRODUCT_NAME = 'FillDeck';

/** The tab title of a page: "<page> · FillDeck" (or just "FillDeck" without a page name). */
export function documentTitle(page?: string): string {
  return page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets the tab title (documentTitle). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
