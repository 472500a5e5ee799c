import type { PreviewRow, SkippedRow } from './preview-rows.ts';

/** What the preview shows now; the service worker keeps it per tab, the preview's page draws it. */
export type PreviewView =
  | { phase: 'working'; text: string }
  | { phase: 'message'; text: string }
  /**
   * The proposed values, the fields left unfilled with why, and where to add what is missing;
   * `alert`: why the last Apply did not count (the page hid or covered the preview).
   */
  | {
      phase: 'preview';
      rows: PreviewRow[];
      skipped: SkippedRow[];
      templateUrl: string;
      note: string;
      alert?: string;
      /** Why open questions stay empty: the server has no AI model. */
      noModel?: string;
    }
  /**
   * After Apply: how many fields took their value, the rows that could not be set, with why, and
   * what the fill cost (once the server has counted it).
   */
  | { phase: 'filled'; count: number; failed: Array<{ label: string; why: string }>; note?: string }
  /** New fields appeared after Apply: fill them as the next step of the same application. */
  | { phase: 'next-step'; text: string; button: string; canUndo: boolean };

/**
 * One fill of one tab, kept in the extension's session storage (memory only, out of every page's
 * reach) from the scan until the preview is closed.
 */
export interface TabFill {
  /** Names the preview's frame this fill opened; its page says it back when it loads. */
  nonce: string;
  /** The frame the preview's page runs in, once it has said the nonce. */
  previewFrame: number | null;
  view: PreviewView;
  /** The frames the values went into, for the undo. */
  applied: number[];
  /** The server's record of this fill: the applied fields are reported to it (and charged) at Apply. */
  fillId?: string;
  /** The page's address: answers the user asks to remember are kept for its site. */
  pageUrl?: string;
  /** The template this fill uses. */
  templateId?: string;
  /** The fill of the application this one is a later step of. */
  continues?: string;
}
