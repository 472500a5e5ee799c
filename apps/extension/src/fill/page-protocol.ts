import type { FillValue, PageField } from '@filldeck/shared';

/**
 * The user moves the preview: a drag starts on its header at this point of the preview (the page
 * follows the pointer from there), ends, or the arrow keys nudge it by some pixels.
 */
export type PanelDrag =
  | { phase: 'start'; x: number; y: number }
  | { phase: 'end' }
  | { phase: 'nudge'; dx: number; dy: number };

/** A file to attach to a file input: its name, type and bytes (base64, as messages carry them). */
export interface AttachedFile {
  name: string;
  type: string;
  base64: string;
}

/** What a frame's fill script reports of its own fields. */
export interface ScanAnswer {
  fields: PageField[];
  url: string;
  title: string;
  /** The frame's declared language ('' when it does not say). */
  lang: string;
}

/**
 * What the service worker asks the fill script it injected into a tab's frames. Every frame reads,
 * fills and undoes its own fields; only the page (frame 0) holds the preview's frame, whose
 * contents the page cannot reach.
 */
export type PageCalls = {
  'fill:scan': { request: Record<never, never>; reply: ScanAnswer };
  /** Fill these values (the frame's own keys), attaching the files given for file inputs; how many fields took them. */
  'fill:apply': {
    request: { values: Record<string, FillValue>; files?: Record<string, AttachedFile> };
    reply: { filled: number; failed: Array<{ key: string; reason: string }> };
  };
  'fill:undo': { request: Record<never, never>; reply: { undone: boolean } };
  /** After Apply: tell the service worker when new fields appear (the next step of a form). */
  'fill:watch': { request: Record<never, never>; reply: { watching: boolean } };
  /** Shows the user the field a preview row is about (scrolled to, outlined), or stops showing it. */
  'fill:highlight': { request: { key: string; on: boolean }; reply: { shown: boolean } };
  /** Page only: show the preview's frame (the extension's own page at `src`), if not shown yet. */
  'panel:show': { request: { src: string }; reply: { shown: boolean } };
  /** Page only: the preview's height, as its contents need. */
  'panel:size': { request: { height: number }; reply: { sized: boolean } };
  /** Page only: the user drags the preview by its header (`dx`, `dy` since the drag began). */
  'panel:drag': { request: PanelDrag; reply: { moved: boolean } };
  /** Page only: whether the preview is shown as it should be (not hidden, faded, covered or moved). */
  'panel:visible': { request: Record<never, never>; reply: { visible: boolean } };
  'panel:close': { request: Record<never, never>; reply: { closed: boolean } };
};
