import { listTemplates, SessionEndedError } from '../api.ts';
import { readSession } from '../session-store.ts';
import { hostOf, STEP_WINDOW_MS } from './applications.ts';
import { type FillTabDeps, fillOfPreview, fillTab } from './fill-tab.ts';
import { FILL_TEXTS } from './fill-texts.ts';
import { TOP_FRAME } from './frames.ts';
import { updateTabFill } from './tab-fills.ts';

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
