import type { PreviewRow } from './preview-rows.ts';

/** What the preview shows now; the service worker keeps it per tab, the preview's page draws it. */
export type PreviewView =
  | { phase: 'working'; text: string }
  | { phase: 'message'; text: string }
  /** `alert`: why the last Apply did not count (the page hid or covered the preview). */
  | { phase: 'preview'; rows: PreviewRow[]; note: string; alert?: string }
  | { phase: 'filled'; count: number };

/** A user's choice for one row of the preview: keep it or not, and the text they typed. */
export interface RowChoice {
  key: string;
  apply: boolean;
  text?: string;
}

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
}
