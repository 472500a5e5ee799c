import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * For dialogs opened without a Radix Trigger (from code, after a request): remembers the element
 * focused when the dialog opened and gives focus back to it when the dialog closes. Use the
 * returned handler as the dialog's onCloseAutoFocus.
 */
export function useFocusReturn(isOpen: boolean): (event: Event) => void {
  const openerRef = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's focus scope moves focus inside it.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [isOpen]);
  return useCallback((event: Event) => {
    const opener = openerRef.current;
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  }, []);
}
