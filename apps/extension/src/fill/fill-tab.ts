import { ApiError, listTemplates, requestFill, SessionEndedError } from '../api.ts';
import type { KeyValueStore } from '../session-store.ts';
import { readSession } from '../session-store.ts';
import { lastTemplateFor, rememberTemplateFor } from '../site-choice.ts';
import { chooseTemplate } from './choose-template.ts';
import { FILL_TEXTS } from './fill-messages.ts';
import { combineScans, TOP_FRAME } from './frames.ts';
import type { PageRequest, ScanAnswer } from './page-messages.ts';

export interface FillTabDeps {
  store: KeyValueStore;
  dashboardUrl: string;
  /**
   * Injects the fill script into the tab's frames (browser.scripting.executeScript, all frames) and
   * returns the ids of the frames it runs in; the page itself is frame 0.
   */
  inject(tabId: number): Promise<number[]>;
  /** Sends the fill script of a frame (the page when not given) a message; its answer (browser.tabs.sendMessage). */
  tell<T>(tabId: number, message: PageRequest, frameId?: number): Promise<T>;
  /** Ends the extension session locally when the server says it has ended. */
  forget(): Promise<void>;
  newKey(): string;
}

/** Why a fill failed, as the panel says it. */
export function failureText(error: unknown): string {
  if (error instanceof SessionEndedError) return FILL_TEXTS.sessionEnded;
  if (error instanceof ApiError) return error.status >= 500 ? FILL_TEXTS.failed(error.message) : error.message;
  return FILL_TEXTS.unreachable;
}

/**
 * One fill of one tab, as the user asked for it: the page's fields are read in the page, sent to
 * FillDeck with the chosen template, and the proposed values shown in the page for the user to check
 * and apply. Every failure is told in the page's panel; the server charges nothing for failures.
 */
export async function fillTab(deps: FillTabDeps, tabId: number, templateId: string): Promise<void> {
  const frames = await deps.inject(tabId);
  const session = await readSession(deps.store);
  if (!session) {
    await deps.tell(tabId, { kind: 'fill:error', text: FILL_TEXTS.sessionEnded });
    return;
  }
  const scan = await scanFrames(deps, tabId, frames);
  if (scan.fields.length === 0) {
    await deps.tell(tabId, { kind: 'fill:error', text: FILL_TEXTS.noFields });
    return;
  }
  await deps.tell(tabId, { kind: 'fill:working', text: 'Asking FillDeck…' });
  try {
    const response = await requestFill(
      deps.dashboardUrl,
      session.token,
      {
        templateId,
        url: scan.url.slice(0, 2048),
        title: scan.title.slice(0, 500),
        lang: scan.lang.slice(0, 35),
        fields: scan.fields,
      },
      deps.newKey(),
    );
    await deps.tell(tabId, { kind: 'fill:preview', fields: scan.fields, response });
  } catch (error) {
    if (error instanceof SessionEndedError) await deps.forget();
    await deps.tell(tabId, { kind: 'fill:error', text: failureText(error) });
  }
}

/** The fields of the page and of its frames; a frame that does not answer (it went away) has none. */
async function scanFrames(deps: FillTabDeps, tabId: number, frames: number[]): Promise<ScanAnswer> {
  const ids = frames.includes(TOP_FRAME) ? frames : [TOP_FRAME, ...frames];
  const scans = await Promise.all(
    ids.map(async (frameId) => {
      const answer = await deps
        .tell<ScanAnswer>(tabId, { kind: 'fill:scan' }, frameId)
        .catch(() => ({ fields: [], url: '', title: '', lang: '' }));
      return { frameId, answer };
    }),
  );
  return combineScans(scans);
}

/**
 * A fill started without the popup (the keyboard shortcut, the context menu): with the template
 * last used on the tab's site, else the first usable one.
 */
export async function fillTabWithUsualTemplate(deps: FillTabDeps, tabId: number, url: string): Promise<void> {
  const session = await readSession(deps.store);
  if (!session) return fillTab(deps, tabId, '');
  let templateId: string | null;
  try {
    const { templates } = await listTemplates(deps.dashboardUrl, session.token);
    templateId = chooseTemplate(templates, await lastTemplateFor(deps.store, url));
  } catch (error) {
    if (error instanceof SessionEndedError) await deps.forget();
    await deps.inject(tabId);
    await deps.tell(tabId, { kind: 'fill:error', text: failureText(error) });
    return;
  }
  if (!templateId) {
    await deps.inject(tabId);
    await deps.tell(tabId, { kind: 'fill:error', text: FILL_TEXTS.noTemplate });
    return;
  }
  await rememberTemplateFor(deps.store, url, templateId);
  return fillTab(deps, tabId, templateId);
}
