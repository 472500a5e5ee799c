import type { FillValue, PageField } from '@filldeck/shared';

/** A step of the user's drag of the preview: where the pointer is, from where it was when the drag began. */
export interface PanelDrag {
  phase: 'start' | 'move' | 'end';
  dx: number;
  dy: number;
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
  /** Fill these values (the frame's own keys); how many fields took them. */
  'fill:apply': {
    request: { values: Record<string, FillValue> };
    reply: { filled: number; failed: Array<{ key: string; reason: string }> };
  };
  'fill:undo': { request: Record<never, never>; reply: { undone: boolean } };
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
