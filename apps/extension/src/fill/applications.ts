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

export const hostOf = (url: string | undefined) => {
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
  applications: Applications | undefined,
  tabId: number,
  fill: { fillId?: string; templateId?: string; pageUrl?: string; continues?: string },
) {
  if (!applications || !fill.fillId || !fill.templateId) return;
  const site = hostOf(fill.pageUrl);
  const before = await applications.get(tabId);
  const goesOn = before && fill.continues === before.fillId && before.site === site;
  await applications.set(tabId, {
    fillId: goesOn ? before.fillId : fill.fillId,
    templateId: fill.templateId,
    site,
    step: goesOn ? before.step + 1 : 1,
    at: Date.now(),
  });
}
