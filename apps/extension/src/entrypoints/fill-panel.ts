import { createFormEngine } from '@filldeck/form-engine';
import type { PageField } from '@filldeck/shared';
import { browser } from 'wxt/browser';
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { FILL_TEXTS } from '../fill/fill-messages.ts';
import type { PageRequest, ScanAnswer } from '../fill/page-messages.ts';
import { FillPanel, markFilled } from '../fill/panel.ts';
import { previewRows, valuesToApply } from '../fill/preview-rows.ts';

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
  let scanned: PageField[] = [];
  const openPanel = () => {
    if (!panel?.isOpen) panel = new FillPanel();
    return panel;
  };

  async function preview(fields: PageField[], response: Extract<PageRequest, { kind: 'fill:preview' }>['response']) {
    const view = openPanel();
    const rows = previewRows(fields, response);
    if (rows.length === 0) return view.message(FILL_TEXTS.nothingProposed);
    const credits = response.usage.credits;
    const note = `${rows.length} of ${fields.length} fields. This fill used ${credits} ${credits === 1 ? 'credit' : 'credits'}; ${response.usage.balance} left.`;
    view.preview(rows, note, {
      onApply: async (choices) => {
        const result = await engine.fill(valuesToApply(rows, choices));
        for (const key of result.filled) {
          const element = engine.elementOf(key);
          if (element) markFilled(element, true);
        }
        view.filled(result.filled.length, () => {
          result.undo();
          for (const key of result.filled) {
            const element = engine.elementOf(key);
            if (element) markFilled(element, false);
          }
          view.message(FILL_TEXTS.undone);
        });
      },
      onUndo: () => engine.undo(),
    });
  }

  browser.runtime.onMessage.addListener((message: PageRequest, _sender, sendResponse) => {
    if (message.kind === 'fill:scan') {
      const view = openPanel();
      view.working('Reading the page…');
      scanned = engine.scan().fields;
      if (scanned.length === 0) view.message(FILL_TEXTS.noFields);
      else view.working('Asking FillDeck…');
      const answer: ScanAnswer = { fields: scanned, url: location.href, title: document.title };
      sendResponse(answer);
      return true;
    }
    if (message.kind === 'fill:error') openPanel().message(message.text);
    if (message.kind === 'fill:preview') void preview(message.fields, message.response);
    sendResponse(true);
    return true;
  });
});
