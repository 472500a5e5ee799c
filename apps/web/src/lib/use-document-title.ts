import { useEffect } from 'react';

export const PRODUCT_NAME = 'FillDeck';

/** Sets the tab title to "<page> · FillDeck" (or just "FillDeck" without a page name). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [page]);
}
