import { createFormEngine } from '@filldeck/form-engine';
import type { FillValue, PageField } from '@filldeck/shared';
import { browser } from 'wxt/browser';
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { FILL_TEXTS } from '../fill/fill-messages.ts';
import { readsOwnFields, TOP_FRAME, valuesByFrame } from '../fill/frames.ts';
import type { ApplyAnswer, PageRequest, ScanAnswer } from '../fill/page-messages.ts';
import { FillPanel, markFilled } from '../fill/panel.ts';
import { previewRows, valuesToApply } from '../fill/preview-rows.ts';
import type { WorkerRequest } from '../messages.ts';

/**
 * Injected into a page only when the user asks for a fill (activeTab + scripting): reads the page's
 * fields with the page engine, shows the proposed values in a panel, fills what the user keeps, and
 * undoes it on request. Never reads password, card, one-time-code or hidden fields (the engine's
 * never-touch list); nothing leaves the page but the field descriptions the worker sends to FillDeck.
 */
export default defineUnlistedScript(() => {
  const global = window as unknown as { __filldeckFill?: boolean };
  if (global.__filldeckFill) return;
  global.__filldeckFill = true;

  const engine = createFormEngine(document);
  let panel: FillPanel | null = null;
  const openPanel = () => {
    if (!panel?.isOpen) panel = new FillPanel();
    return panel;
  };

  /** Fills this frame's own fields and marks them; the undo unmarks them too. */
  async function applyHere(values: Record<string, FillValue>) {
    const result = await engine.fill(values);
    const mark = (on: boolean) => {
      for (const key of result.filled) {
        const element = engine.elementOf(key);
        if (element) markFilled(element, on);
      }
    };
    mark(true);
    return {
      filled: result.filled.length,
      undo: () => {
        result.undo();
        mark(false);
      },
    };
  }
  let undoHere: (() => void) | null = null;

  /** Applies the values the user kept: the page's here, each other frame's by its own fill script. */
  async function applyEverywhere(values: Record<string, FillValue>) {
    const byFrame = valuesByFrame(values);
    const own = await applyHere(byFrame.get(TOP_FRAME) ?? {});
    let filled = own.filled;
    const frames = [...byFrame.keys()].filter((frameId) => frameId !== TOP_FRAME);
    for (const frameId of frames) {
      const request: WorkerRequest = { kind: 'frame-apply', frameId, values: byFrame.get(frameId) ?? {} };
      const answer = (await browser.runtime.sendMessage(request).catch(() => null)) as ApplyAnswer | null;
      filled += answer?.filled ?? 0;
    }
    const undo = () => {
      own.undo();
      for (const frameId of frames) {
        const request: WorkerRequest = { kind: 'frame-undo', frameId };
        void browser.runtime.sendMessage(request).catch(() => {});
      }
    };
    return { filled, undo };
  }

  async function preview(fields: PageField[], response: Extract<PageRequest, { kind: 'fill:preview' }>['response']) {
    const view = openPanel();
    const rows = previewRows(fields, response);
    if (rows.length === 0) return view.message(FILL_TEXTS.nothingProposed);
    const credits = response.usage.credits;
    const note = `${rows.length} of ${fields.length} fields. This fill used ${credits} ${credits === 1 ? 'credit' : 'credits'}; ${response.usage.balance} left.`;
    view.preview(rows, note, {
      onApply: async (choices) => {
        const result = await applyEverywhere(valuesToApply(rows, choices));
        view.filled(result.filled, () => {
          result.undo();
          view.message(FILL_TEXTS.undone);
        });
      },
      onUndo: () => engine.undo(),
    });
  }

  browser.runtime.onMessage.addListener((message: PageRequest, _sender, sendResponse) => {
    const isPage = window === window.top;
    if (message.kind === 'fill:scan') {
      if (isPage) openPanel().working('Reading the page…');
      const scan = readsOwnFields(window) ? engine.scan() : { fields: [], lang: '' };
      const answer: ScanAnswer = { fields: scan.fields, url: location.href, title: document.title, lang: scan.lang };
      sendResponse(answer);
      return true;
    }
    if (message.kind === 'fill:apply-here') {
      void applyHere(message.values).then((result) => {
        undoHere = result.undo;
        const answer: ApplyAnswer = { filled: result.filled };
        sendResponse(answer);
      });
      return true;
    }
    if (message.kind === 'fill:undo-here') {
      undoHere?.();
      undoHere = null;
    }
    // The panel lives in the page; the other frames only read and fill their own fields.
    if (isPage && message.kind === 'fill:working') openPanel().working(message.text);
    if (isPage && message.kind === 'fill:error') openPanel().message(message.text);
    if (isPage && message.kind === 'fill:preview') void preview(message.fields, message.response);
    sendResponse(true);
    return true;
  });
});
