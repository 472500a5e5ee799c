import { createContext, useCallback, useContext, useRef, useState } from 'react';
import type { ErrorNotice } from '#lib/error-text.ts';
import type { SidebarDialog } from '../types.ts';

export interface SidebarDialogsApi {
  /** Opens a dialog; focus returns to `opener` (by default the focused element) when it closes. */
  open: (dialog: SidebarDialog, opener?: HTMLElement | null) => void;
  /** Shows 'Oops!' with `message`. */
  showError: (notice: ErrorNotice) => void;
  /** True while a delete runs: Delete is refused meanwhile. */
  isDeleting: boolean;
}

export const SidebarDialogsContext = createContext<SidebarDialogsApi | null>(null);

/** For the sidebar's items and the pages' rows: open one of the sidebar's dialogs. */
export function useSidebarDialogs(): SidebarDialogsApi {
  const api = useContext(SidebarDialogsContext);
  if (!api) throw new Error('useSidebarDialogs must be used inside SidebarDialogsProvider');
  return api;
}

/** The sidebar's dialog state: one dialog at a time, and the element focus goes back to. */
export function useSidebarDialogState() {
  const [dialog, setDialog] = useState<SidebarDialog | null>(null);
  const dialogRef = useRef<SidebarDialog | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  // What to look for when the opener is gone: a moved item's menu button is a new element with
  // the same name, inside the same sidebar.
  const openerLabelRef = useRef<string | null>(null);
  const openerNavRef = useRef<HTMLElement | null>(null);

  const show = useCallback((next: SidebarDialog | null) => {
    dialogRef.current = next;
    setDialog(next);
  }, []);

  const open = useCallback(
    (next: SidebarDialog, opener?: HTMLElement | null) => {
      const active = document.activeElement;
      const element = opener ?? (active instanceof HTMLElement ? active : null);
      openerRef.current = element;
      openerLabelRef.current = element?.getAttribute('aria-label') ?? null;
      openerNavRef.current = element?.closest('nav') ?? null;
      show(next);
    },
    [show],
  );

  const close = useCallback(() => show(null), [show]);
  /** Replaces the current dialog with 'Oops!'; focus still goes back to the original opener. */
  const showError = useCallback((notice: ErrorNotice) => show({ kind: 'oops', ...notice }), [show]);

  /** Where focus goes when the opener was removed (moved or deleted item). */
  const findStandIn = useCallback((): HTMLElement | null => {
    const nav = openerNavRef.current?.isConnected ? openerNavRef.current : null;
    const label = openerLabelRef.current;
    const sameName = label && nav ? nav.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`) : null;
    return sameName ?? nav?.querySelector<HTMLElement>('h2 a') ?? document.getElementById('main');
  }, []);

  /** For each dialog's onCloseAutoFocus: back to the opener, unless another dialog took over. */
  const returnFocus = useCallback(
    (event: Event) => {
      event.preventDefault();
      if (dialogRef.current !== null) return;
      const target = openerRef.current?.isConnected ? openerRef.current : findStandIn();
      target?.focus();
    },
    [findStandIn],
  );

  return { dialog, open, close, showError, returnFocus };
}
