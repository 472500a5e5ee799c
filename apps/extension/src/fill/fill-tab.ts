import { texts } from '@filldeck/shared';
import {
  ApiError,
  addToTemplate,
  downloadFile,
  listTemplates,
  rememberAnswer,
  reportApplied,
  requestFill,
  SessionEndedError,
} from '../api.ts';
import { readSession } from '../session-store.ts';
import { lastTemplateFor, rememberTemplateFor } from '../site-choice.ts';
import { type Applications, recordStep } from './applications.ts';
import { chooseTemplate } from './choose-template.ts';
import { APPLY_FAILURE_TEXTS, FILL_TEXTS } from './fill-texts.ts';
import { type CombinedScan, combineScans, frameKey, frameOf, TOP_FRAME, valuesByFrame } from './frames.ts';
import type { AttachedFile, PanelDrag } from './page-protocol.ts';
import type { RowChoice } from './preview-rows.ts';
import {
  type PreviewRow,
  previewRows,
  type SkippedRow,
  skippedRows,
  typedAnswers,
  valuesToApply,
} from './preview-rows.ts';
import type { PreviewView, TabFill } from './preview-view.ts';
import { type AskFrame, type TabFills, updateTabFill } from './tab-fills.ts';

export interface FillTabDeps {
  dashboardUrl: string;
  /**
   * Injects the fill script into the tab's frames (browser.scripting.executeScript, all frames) and
   * returns the ids of the frames it runs in; the page itself is frame 0.
   */
  inject(tabId: number): Promise<number[]>;
  ask: AskFrame;
  fills: TabFills;
  /** The address of the preview's page (the extension's own origin), carrying the fill's nonce. */
  previewUrl(nonce: string): string;
  /** Ends the extension session locally when the server says it has ended. */
  forget(): Promise<void>;
  /** Each tab's application in several steps (absent: steps are not followed). */
  applications?: Applications;
  newKey(): string;
}

/** Why a fill failed, as the panel says it. */
export function failureText(error: unknown): string {
  if (error instanceof SessionEndedError) return FILL_TEXTS.sessionEnded;
  if (!(error instanceof ApiError)) return FILL_TEXTS.unreachable;
  if (error.status < 500) return error.message;
  // The server's text says what a failure that still cost credits (an unreadable model answer) cost.
  return error.charged > 0 ? FILL_TEXTS.failedCharged(error.message) : FILL_TEXTS.failed(error.message);
}

/**
 * One fill of one tab, as the user asked for it, run here in the service worker: the page's frames
 * read their fields, FillDeck is asked with the chosen template, and the proposed values go to the
 * preview, the extension's own page in a frame the page cannot read. Values reach the page only
 * through `applyPreview`. Every failure is told in the preview, with what it cost (nothing, but for a
 * model that was asked and answered unreadably).
 */
export async function fillTab(
  deps: FillTabDeps,
  tabId: number,
  templateId: string,
  options: { continues?: string } = {},
): Promise<void> {
  // What does not wait on another runs at the same time: the session is read while the fill
  // script goes in, and the page is read while the preview's frame loads.
  const [frames, session] = await Promise.all([deps.inject(tabId), readSession()]);
  const show = (view: PreviewView) => showView(deps, tabId, view);
  const nonce = deps.newKey();
  await updateTabFill(deps.fills, tabId, () => ({
    nonce,
    previewFrame: null,
    view: { phase: 'working', text: FILL_TEXTS.reading },
    applied: [],
    templateId,
    ...(options.continues ? { continues: options.continues } : {}),
  }));
  const panelShown = deps.ask(tabId, TOP_FRAME, 'panel:show', { src: deps.previewUrl(nonce) });
  if (!session) {
    await panelShown;
    return show({ phase: 'message', text: FILL_TEXTS.sessionEnded });
  }
  const [scan] = await Promise.all([scanFrames(deps, tabId, frames), panelShown]);
  if (scan.fields.length === 0) return show({ phase: 'message', text: FILL_TEXTS.noFields });
  try {
    // The request is on its way while the preview says so.
    const answer = requestFill(
      deps.dashboardUrl,
      session.token,
      {
        templateId,
        url: scan.url.slice(0, 2048),
        title: scan.title.slice(0, 500),
        lang: scan.lang.slice(0, 35),
        fields: scan.fields,
        ...(options.continues ? { continues: options.continues } : {}),
      },
      deps.newKey(),
    );
    // Its failure is handled below, once the preview says it is asking.
    answer.catch(() => {});
    await show({ phase: 'working', text: FILL_TEXTS.asking });
    const response = await answer;
    const siteOf = (key: string) => scan.frameSites[frameOf(key)];
    const rows = previewRows(scan.fields, response, siteOf);
    if (rows.length === 0) return show({ phase: 'message', text: FILL_TEXTS.nothingProposed });
    const note = FILL_TEXTS.previewNote(rows.length, scan.fields.length, response.usage);
    const skipped = skippedRows(scan.fields, response, siteOf);
    const templateUrl = `${deps.dashboardUrl}/templates/${encodeURIComponent(templateId)}`;
    const noModel = response.modelAvailable === false && skipped.length > 0 ? { noModel: texts.ai.notSetUp } : {};
    const preview: PreviewView = { phase: 'preview', rows, skipped, templateUrl, note, ...noModel };
    const kept = { pageUrl: scan.url.slice(0, 2048), ...(response.fillId ? { fillId: response.fillId } : {}) };
    await showView(deps, tabId, preview, kept);
  } catch (error) {
    if (error instanceof SessionEndedError) await deps.forget();
    await show({ phase: 'message', text: failureText(error) });
  }
}

/** Shows a view in the tab's preview (its page draws what is kept for the tab). */
async function showView(deps: FillTabDeps, tabId: number, view: PreviewView, changes: Partial<TabFill> = {}) {
  await updateTabFill(deps.fills, tabId, (fill) => (fill ? { ...fill, ...changes, view } : null));
}

/** The fields of the page and of its frames; a frame that does not answer (it went away) has none. */
async function scanFrames(deps: FillTabDeps, tabId: number, frames: number[]): Promise<CombinedScan> {
  const ids = frames.includes(TOP_FRAME) ? frames : [TOP_FRAME, ...frames];
  const scans = await Promise.all(
    ids.map(async (frameId) => {
      const answer = await deps
        .ask(tabId, frameId, 'fill:scan', {})
        .catch(() => ({ fields: [], url: '', title: '', lang: '' }));
      return { frameId, answer };
    }),
  );
  return combineScans(scans);
}

/** The tab's fill, when the preview asking is the one this fill opened. */
export async function fillOfPreview(deps: FillTabDeps, tabId: number, frameId: number): Promise<TabFill> {
  const fill = await deps.fills.get(tabId);
  if (!fill || fill.previewFrame !== frameId) throw new Error('Not allowed');
  return fill;
}

/** The preview's page has loaded: it is this fill's preview when it knows the fill's nonce. */
export async function previewReady(deps: FillTabDeps, tabId: number, frameId: number, nonce: string) {
  const ready = await updateTabFill(deps.fills, tabId, (fill) => {
    if (!fill || fill.nonce !== nonce || (fill.previewFrame !== null && fill.previewFrame !== frameId)) return null;
    return { ...fill, previewFrame: frameId };
  });
  if (!ready) throw new Error('Not allowed');
}

/**
 * Apply in the preview: the rows still ticked, with the user's edits, go into their frames, each
 * frame's script filling its own fields — but only while the page shows the preview as it should;
 * a click on a hidden, faded or covered preview does not count.
 */
export async function applyPreview(deps: FillTabDeps, tabId: number, frameId: number, choices: RowChoice[]) {
  const fill = await fillOfPreview(deps, tabId, frameId);
  if (fill.view.phase !== 'preview') return;
  const { visible } = await deps.ask(tabId, TOP_FRAME, 'panel:visible', {});
  if (!visible) return showView(deps, tabId, { ...fill.view, alert: FILL_TEXTS.panelHidden });
  const { rows, skipped } = fill.view;
  // What the user typed for fields FillDeck left empty goes in too (not reported: it was not proposed).
  const typed = typedAnswers(skipped, choices);
  const byFrame = valuesByFrame({ ...valuesToApply(rows, choices), ...typed });
  let count = 0;
  const failed: Array<{ label: string; why: string }> = [];
  const appliedKeys: string[] = [];
  for (const [frame, values] of byFrame) {
    const lost = { filled: 0, failed: Object.keys(values).map((key) => ({ key, reason: 'unknown_key' })) };
    const files = await filesFor(deps, rows, frame, values);
    const answer = await deps.ask(tabId, frame, 'fill:apply', { values, files }).catch(() => lost);
    count += answer.filled;
    const notSet = new Set(answer.failed.map(({ key }) => key));
    for (const key of Object.keys(values)) if (!notSet.has(key)) appliedKeys.push(frameKey(frame, key));
    const label = (key: string) =>
      rows.find((row) => row.key === frameKey(frame, key))?.label ??
      skipped.find((row) => row.key === frameKey(frame, key))?.label;
    for (const { key, reason } of answer.failed) {
      failed.push({ label: label(key) ?? key, why: APPLY_FAILURE_TEXTS[reason] ?? FILL_TEXTS.notSet });
    }
  }
  const filled: PreviewView = { phase: 'filled', count, failed };
  await showView(deps, tabId, filled, { applied: [...byFrame.keys()] });
  await rememberChosen(deps, fill.pageUrl, [...rows, ...skipped], choices, new Set(appliedKeys));
  const refused = await addChosenToTemplate(
    deps,
    fill.templateId,
    [...rows, ...skipped],
    choices,
    new Set(appliedKeys),
  );
  if (refused) {
    await updateTabFill(deps.fills, tabId, (now) =>
      now?.view.phase === 'filled' ? { ...now, view: { ...now.view, failed: [...now.view.failed, refused] } } : null,
    );
  }
  const proposedKeys = appliedKeys.filter((key) => !(key in typed));
  if (fill.fillId && proposedKeys.length > 0) {
    const note = await countApplied(deps, fill.fillId, proposedKeys);
    if (note !== FILL_TEXTS.notRecorded) await recordStep(deps.applications, tabId, fill);
    // New fields that appear from now on (the next step) are offered a fill of their own.
    for (const frame of byFrame.keys()) await deps.ask(tabId, frame, 'fill:watch', {}).catch(() => null);
    // Said only while the panel still shows this Apply (not after an Undo or Close meanwhile).
    await updateTabFill(deps.fills, tabId, (now) =>
      now?.view.phase === 'filled' ? { ...now, view: { ...now.view, note } } : null,
    );
  }
}

/**
 * The files a frame's file inputs are given, fetched now that the user applies them (never
 * before, and only these). A file that cannot be fetched is left out: its row fails as 'no_file'.
 */
async function filesFor(
  deps: FillTabDeps,
  rows: readonly PreviewRow[],
  frame: number,
  values: Record<string, unknown>,
): Promise<Record<string, AttachedFile>> {
  const files: Record<string, AttachedFile> = {};
  const session = await readSession();
  for (const key of Object.keys(values)) {
    const file = rows.find((row) => row.key === frameKey(frame, key))?.file;
    if (!file || !session) continue;
    try {
      files[key] = {
        name: file.name,
        type: file.type,
        base64: await downloadFile(deps.dashboardUrl, session.token, file.id),
      };
    } catch (error) {
      if (error instanceof SessionEndedError) await deps.forget();
    }
  }
  return files;
}

/**
 * Keeps the answers the user changed and asked to remember, for the page's site, once the page
 * took them. Remembering is a convenience: a failure here changes nothing of the fill.
 */
async function rememberChosen(
  deps: FillTabDeps,
  pageUrl: string | undefined,
  rows: ReadonlyArray<PreviewRow | SkippedRow>,
  choices: readonly RowChoice[],
  applied: ReadonlySet<string>,
) {
  const session = await readSession();
  if (!session || !pageUrl) return;
  for (const choice of choices) {
    const row = rows.find((r) => r.key === choice.key);
    if (!choice.remember || choice.text === undefined || !row?.remember || !applied.has(row.key)) continue;
    if (choice.text.trim() === '') continue;
    await rememberAnswer(deps.dashboardUrl, session.token, {
      site: pageUrl,
      field: row.remember,
      value: choice.text,
    }).catch(() => null);
  }
}

/**
 * Adds the answers the user asked for to the template, as fields of their own (labelled as the
 * page labels them). Returns the first refusal (the plan's field limit), for the panel to say.
 */
async function addChosenToTemplate(
  deps: FillTabDeps,
  templateId: string | undefined,
  rows: ReadonlyArray<{ key: string; label: string }>,
  choices: readonly RowChoice[],
  applied: ReadonlySet<string>,
): Promise<{ label: string; why: string } | null> {
  const session = await readSession();
  if (!session || !templateId) return null;
  for (const choice of choices) {
    const row = rows.find((r) => r.key === choice.key);
    if (!choice.addToTemplate || !choice.text?.trim() || !row || !applied.has(row.key)) continue;
    try {
      await addToTemplate(deps.dashboardUrl, session.token, templateId, {
        name: row.label.slice(0, 200),
        value: choice.text,
      });
    } catch (error) {
      const why =
        error instanceof ApiError ? FILL_TEXTS.notAdded(error.message) : FILL_TEXTS.notAdded(FILL_TEXTS.unreachable);
      return { label: row.label, why };
    }
  }
  return null;
}

/**
 * Tells the server which fields were applied: the fill is charged and counted now (once, however
 * often it is told). Says what it cost, or that it could not be recorded (then it was not charged).
 */
async function countApplied(deps: FillTabDeps, fillId: string, keys: string[]): Promise<string> {
  const session = await readSession();
  if (!session) return FILL_TEXTS.notRecorded;
  try {
    const counted = await reportApplied(deps.dashboardUrl, session.token, fillId, keys);
    return FILL_TEXTS.charged(counted.credits, counted.balance);
  } catch (error) {
    if (error instanceof SessionEndedError) await deps.forget();
    return FILL_TEXTS.notRecorded;
  }
}

/** Undo in the preview: every frame that was filled puts its fields back as they were. */
export async function undoFill(deps: FillTabDeps, tabId: number, frameId: number) {
  const fill = await fillOfPreview(deps, tabId, frameId);
  await Promise.all(fill.applied.map((frame) => deps.ask(tabId, frame, 'fill:undo', {}).catch(() => null)));
  await showView(deps, tabId, { phase: 'message', text: FILL_TEXTS.undone }, { applied: [] });
}

/** The preview was closed: its frame leaves the page, and what it showed is forgotten. */
export async function closePreview(deps: FillTabDeps, tabId: number, frameId: number) {
  await fillOfPreview(deps, tabId, frameId);
  await deps.fills.remove(tabId);
  await deps.ask(tabId, TOP_FRAME, 'panel:close', {}).catch(() => null);
}

/** The preview's page says how tall its contents are. */
export async function sizePreview(deps: FillTabDeps, tabId: number, frameId: number, height: number) {
  await fillOfPreview(deps, tabId, frameId);
  await deps.ask(tabId, TOP_FRAME, 'panel:size', { height });
}

/** The user drags the preview: the page moves its frame. */
export async function dragPreview(deps: FillTabDeps, tabId: number, frameId: number, drag: PanelDrag) {
  await fillOfPreview(deps, tabId, frameId);
  await deps.ask(tabId, TOP_FRAME, 'panel:drag', drag);
}

/** The user points at a row of the preview: its field is shown on the page, in its own frame. */
export async function highlightField(deps: FillTabDeps, tabId: number, frameId: number, key: string, on: boolean) {
  await fillOfPreview(deps, tabId, frameId);
  const own = valuesByFrame({ [key]: '' });
  for (const [frame, values] of own) {
    for (const ownKey of Object.keys(values)) await deps.ask(tabId, frame, 'fill:highlight', { key: ownKey, on });
  }
}

/**
 * A fill started without the popup (the keyboard shortcut, the context menu): with the template
 * last used on the tab's site, else the first usable one.
 */
export async function fillTabWithUsualTemplate(deps: FillTabDeps, tabId: number, url: string): Promise<void> {
  const session = await readSession();
  if (!session) return fillTab(deps, tabId, '');
  let templateId: string | null;
  try {
    const { templates } = await listTemplates(deps.dashboardUrl, session.token);
    templateId = chooseTemplate(templates, await lastTemplateFor(url));
  } catch (error) {
    if (error instanceof SessionEndedError) await deps.forget();
    return tellOnly(deps, tabId, failureText(error));
  }
  if (!templateId) return tellOnly(deps, tabId, FILL_TEXTS.noTemplate);
  await rememberTemplateFor(url, templateId);
  return fillTab(deps, tabId, templateId);
}

/** Opens the preview only to say something (no fill was started). */
async function tellOnly(deps: FillTabDeps, tabId: number, text: string) {
  await deps.inject(tabId);
  const nonce = deps.newKey();
  await updateTabFill(deps.fills, tabId, () => ({
    nonce,
    previewFrame: null,
    view: { phase: 'message', text },
    applied: [],
  }));
  await deps.ask(tabId, TOP_FRAME, 'panel:show', { src: deps.previewUrl(nonce) });
}
