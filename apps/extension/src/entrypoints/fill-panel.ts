import { createFormEngine } from '@filldeck/form-engine';
import type { FillValue } from '@filldeck/shared';
import { browser } from 'wxt/browser';
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { callWorker } from '../call-worker.ts';
import { markFilled, pointAt } from '../fill/field-marks.ts';
import { readsOwnFields } from '../fill/frames.ts';
import type { AttachedFile, PageCalls } from '../fill/page-protocol.ts';
import { PanelHost } from '../fill/panel-host.ts';
import { answer, type Handlers, isMessageOf } from '../protocol.ts';
import { type PanelPlace, panelPlaceItem } from '../storage-items.ts';

/**
 * Injected into a page's frames only when the user asks for a fill (activeTab + scripting). Each
 * frame reads its own fields with the page engine, and fills or undoes them when the service worker
 * says so; the page also holds the preview's frame. No proposed value ever comes here before the
 * user applies it: the preview is the extension's own page, which the page cannot read. Never reads
 * password, card, one-time-code or hidden fields (the engine's never-touch list).
 */
export default defineUnlistedScript(() => {
  // Injected again at each fill: the first copy in a frame keeps answering.
  if (Reflect.get(window, '__filldeckFill')) return;
  Reflect.set(window, '__filldeckFill', true);

  const engine = createFormEngine(document);
  const isPage = window === window.top;
  let panel: PanelHost | null = null;
  let undoLast: (() => void) | null = null;
  let stopWatching: (() => void) | null = null;

  /** A file the service worker fetched for a file input, as the page's File. */
  const toFile = ({ name, type, base64 }: AttachedFile) =>
    new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, { type });

  async function fill(values: Record<string, FillValue>, attached: Record<string, AttachedFile> = {}) {
    const files = Object.fromEntries(Object.entries(attached).map(([key, file]) => [key, toFile(file)]));
    const result = await engine.fill(values, { files });
    const mark = (on: boolean) => {
      for (const key of result.filled) {
        const element = engine.elementOf(key);
        if (element) markFilled(element, on);
      }
    };
    mark(true);
    undoLast = () => {
      result.undo();
      mark(false);
    };
    return { filled: result.filled.length, failed: result.failed };
  }

  const pageOnly = () => {
    if (!isPage) throw new Error('Only the page shows the preview.');
  };

  const handlers: Handlers<PageCalls, void> = {
    'fill:scan': async () => {
      const scan = readsOwnFields(window) ? engine.scan() : { fields: [], lang: '' };
      return { fields: scan.fields, url: location.href, title: document.title, lang: scan.lang };
    },
    'fill:apply': ({ values, files }) => fill(values, files),
    'fill:undo': async () => {
      const undo = undoLast;
      undoLast = null;
      undo?.();
      return { undone: undo !== null };
    },
    'fill:watch': async () => {
      stopWatching?.();
      // Fields that appear from now on (the next step, a section that opens): the worker offers them a fill.
      stopWatching = engine.watch(
        (fresh) => void callWorker('page:new-fields', { count: fresh.length }).catch(() => {}),
        { debounceMs: 300 },
      );
      return { watching: true };
    },
    'fill:highlight': async ({ key, on }) => {
      const element = engine.elementOf(key);
      if (element) pointAt(element, on);
      return { shown: element !== undefined && on };
    },
    'panel:show': async ({ src }) => {
      pageOnly();
      if (panel?.isOpen && panel.src === src) return { shown: true };
      panel?.remove();
      // Where the user lets go of the preview is where it opens next time, on any page.
      const remember = (place: PanelPlace) => void panelPlaceItem.setValue(place);
      panel = new PanelHost(src, await panelPlaceItem.getValue(), remember);
      return { shown: true };
    },
    'panel:size': async ({ height }) => {
      pageOnly();
      panel?.resize(height);
      return { sized: panel !== null };
    },
    'panel:drag': async (drag) => {
      pageOnly();
      if (!panel) return { moved: false };
      if (drag.phase === 'start') panel.startDrag(drag.x, drag.y);
      else if (drag.phase === 'end') panel.stopDrag();
      else panel.nudge(drag.dx, drag.dy);
      return { moved: true };
    },
    'panel:visible': async () => {
      pageOnly();
      return { visible: (await panel?.isShownProperly()) ?? false };
    },
    'panel:close': async () => {
      pageOnly();
      panel?.remove();
      panel = null;
      return { closed: true };
    },
  };

  // The user moved the preview (docked it, or dragged it here or in another tab).
  panelPlaceItem.watch((place) => panel?.moveTo(place));

  browser.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    // Only the extension's service worker talks to this script (never a page or another extension).
    if (sender.id !== browser.runtime.id || sender.tab) return false;
    if (!isMessageOf(handlers, message)) return false;
    void answer(handlers, message, undefined).then(sendResponse);
    return true;
  });
});
