import { listTemplates, SessionEndedError } from '../api.ts';
import { readSession } from '../session-store.ts';
import { FILL_TEXTS } from './fill-messages.ts';
import { type FillTabDeps, fillOfPreview, fillTab } from './fill-tab.ts';
import { TOP_FRAME } from './frames.ts';
import { updateTabFill } from './tab-fills.ts';

/**
 * An application under way in a tab: the fill applied first (later steps continue it, so the
 * history shows one fill, charged once), the template, the page's site and the step reached.
 */
export interface Application {
  fillId: string;
  templateId: string;
  site: string;
  step: number;
  /** When the last step was applied (ms). */
  at: number;
}

/** Where each tab's application is kept (the service worker may sleep between steps). */
export interface Applications {
  get(tabId: number): Promise<Application | null>;
  set(tabId: number, application: Application): Promise<void>;
  remove(tabId: number): Promise<void>;
}

/** How long after a step the next one is offered. */
export const STEP_WINDOW_MS = 2 * 60 * 60 * 1000;

const hostOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).hostname : '';
  } catch {
    return '';
  }
};

/**
 * After an Apply the server counted: the application goes on (the same site, a step further) or
 * starts with this fill.
 */
export async function recordStep(
  deps: FillTabDeps,
  tabId: number,
  fill: { fillId?: string; templateId?: string; pageUrl?: string; continues?: string },
) {
  if (!deps.applications || !fill.fillId || !fill.templateId) return;
  const site = hostOf(fill.pageUrl);
  const before = await deps.applications.get(tabId);
  const goesOn = before && fill.continues === before.fillId && before.site === site;
  await deps.applications.set(tabId, {
    fillId: goesOn ? before.fillId : fill.fillId,
    templateId: fill.templateId,
    site,
    step: goesOn ? before.step + 1 : 1,
    at: Date.now(),
  });
}

/** The template's name, for the offer ('Fill step 2 with Job hunt 2026'); '' when it cannot be told. */
async function templateName(deps: FillTabDeps, templateId: string): Promise<string> {
  const session = await readSession();
  if (!session) return '';
  try {
    const { templates } = await listTemplates(deps.dashboardUrl, session.token);
    return templates.find((t) => t.id === templateId)?.name ?? '';
  } catch (error) {
    if (error instanceof SessionEndedError) await deps.forget();
    return '';
  }
}

/**
 * New fields appeared in a tab after a step was applied (the next step of a wizard, a section that
 * opened, fields added by "Add another"): the preview offers to fill them with the same template,
 * as the next step of the same application. Not while a fill is being previewed; not on another
 * site, nor long after.
 */
export async function offerNextStep(deps: FillTabDeps, tabId: number, pageUrl: string): Promise<void> {
  const application = await deps.applications?.get(tabId);
  if (!application || application.site !== hostOf(pageUrl) || Date.now() - application.at > STEP_WINDOW_MS) return;
  const current = await deps.fills.get(tabId);
  if (current && (current.view.phase === 'preview' || current.view.phase === 'working')) return;
  if (current?.view.phase === 'next-step') return;
  const name = await templateName(deps, application.templateId);
  const offer = {
    phase: 'next-step' as const,
    text: FILL_TEXTS.nextStep(application.step + 1, name),
    button: FILL_TEXTS.nextStepButton(application.step + 1),
  };
  if (current) {
    // The last step's Undo stays until the preview closes.
    const view = { ...offer, canUndo: current.applied.length > 0 };
    await updateTabFill(deps.fills, tabId, (fill) => (fill ? { ...fill, view } : null));
    return;
  }
  const view = { ...offer, canUndo: false };
  // The preview was closed: it opens again, small, with the offer.
  const nonce = deps.newKey();
  await updateTabFill(deps.fills, tabId, () => ({
    nonce,
    previewFrame: null,
    view,
    applied: [],
    templateId: application.templateId,
  }));
  await deps.ask(tabId, TOP_FRAME, 'panel:show', { src: deps.previewUrl(nonce) });
}

/** The user took the offer: the new fields are filled, through the same preview, as the next step. */
export async function fillNextStep(deps: FillTabDeps, tabId: number, frameId: number): Promise<void> {
  const fill = await fillOfPreview(deps, tabId, frameId);
  const application = await deps.applications?.get(tabId);
  if (fill.view.phase !== 'next-step' || !application) return;
  await fillTab(deps, tabId, application.templateId, { continues: application.fillId });
}
